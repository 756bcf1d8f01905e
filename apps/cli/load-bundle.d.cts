// Types of load-bundle.cjs, for the tests written in TypeScript.

/** What `dist/build.json` records: the build's directory, when it started, and its sources. */
export interface CliBuild {
  readonly dir: string;
  /** Milliseconds since the epoch; a source modified after this makes the build stale. */
  readonly startedAt: number;
  /** Paths from the repository root. */
  readonly inputs: readonly string[];
}

/** The current build (`dist/build.json`), or null when it is missing or a source is newer. */
export function currentBuild(dist?: string): CliBuild | null;
/** The path of a build's entry, `plateful.js`. */
export function entryOf(build: CliBuild, dist?: string): string;
/** Where the code cache of this bundled file, as it is now, is kept. */
export function cacheFileOf(file: string): string;
/** The exports of a bundled CommonJS file, run once per process, from its code cache if any. */
export function loadBundled(file: string): Record<string, unknown>;
/** Writes the code cache of each file this process loaded without a usable one. */
export function keepCodeCaches(): void;
