// Types of build.mjs, for the tests and benchmarks written in TypeScript.

/** What `dist/build.json` records: the build's directory, when it started, and its sources. */
export interface CliBuild {
  readonly dir: string;
  /** Milliseconds since the epoch; a source modified after this makes the build stale. */
  readonly startedAt: number;
  /** Paths from the repository root. */
  readonly inputs: readonly string[];
}

export function currentBuild(dist?: string): CliBuild | null;
export function entryOf(build: CliBuild, dist?: string): string;
export function buildCli(dist?: string): Promise<CliBuild>;
