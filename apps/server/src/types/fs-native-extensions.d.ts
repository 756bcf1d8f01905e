/** The part of fs-native-extensions (a CommonJS package without types) that the server uses. */
declare module 'fs-native-extensions' {
  /**
   * Takes an exclusive (or, with `shared`, a shared) lock on the open file `fd` without waiting:
   * true when taken, false when another open file holds it. The kernel drops it when the file is
   * closed or the process dies.
   */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
}
