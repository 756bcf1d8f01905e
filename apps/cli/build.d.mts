// Types of build.mjs, for the tests and benchmarks written in TypeScript.
import type { CliBuild } from './load-bundle.cjs';

export type { CliBuild };
export { currentBuild, entryOf } from './load-bundle.cjs';
export function buildCli(dist?: string): Promise<CliBuild>;
