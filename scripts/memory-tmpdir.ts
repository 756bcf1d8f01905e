// Test runs keep their scratch files in memory where the machine has room: the server tests copy a
// 39 MB embedded database for each file and write to it, and every browser context of the browser
// tests has a profile of its own, all under the temporary directory. On a disk-backed /tmp that is
// system time and waiting (decision 0029, session 41: the PGlite server tests 319 s and 322 s with
// /tmp, 264 s and 270 s with /dev/shm).
import fs from 'node:fs';

/** At least this much room in /dev/shm, or the tests keep the usual temporary directory. */
const ROOM = 1024 ** 3;

/** Whether /dev/shm, a memory file system, has a gigabyte or more. */
export function roomyDevShm(): boolean {
  try {
    const { blocks, bsize } = fs.statfsSync('/dev/shm');
    return blocks * bsize >= ROOM;
  } catch {
    return false;
  }
}

/**
 * Points TMPDIR (which `os.tmpdir()` reads, here and in every process started after) at /dev/shm
 * when it has room and nobody chose a temporary directory already.
 */
export function useMemoryTmpdir(): void {
  if (!process.env.TMPDIR && roomyDevShm()) process.env.TMPDIR = '/dev/shm';
}
