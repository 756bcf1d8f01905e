// Types of load-bundle.mjs, for the tests written in TypeScript.

/** Where the code cache of this bundled file, as it is now, is kept. */
export function cacheFileOf(file: string): string;
/** The exports of a bundled CommonJS file, run once per process, from its code cache if any. */
export function loadBundled(file: string): Record<string, unknown>;
/** Writes the code cache of each file this process loaded without a usable one. */
export function keepCodeCaches(): void;
