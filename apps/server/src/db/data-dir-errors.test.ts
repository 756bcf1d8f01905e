import { describe, expect, it } from 'vitest';
import { describeDataDirFailure, errnoCode, errorMessage } from './data-dir-errors.ts';

/** What PGlite's file system throws: a name and a WASI errno, no message. */
const emscripten = (errno: number) =>
  Object.assign(Object.create(null), { name: 'ErrnoError', errno });
const node = (code: string) => Object.assign(new Error(`${code}: something, mkdir '/x'`), { code });

describe('describeDataDirFailure', () => {
  it('names the directory, the reason and the code of a full disk, from PGlite or Node', () => {
    for (const error of [
      emscripten(51),
      node('ENOSPC'),
      new Error('wrapped', { cause: node('ENOSPC') }),
    ]) {
      expect(describeDataDirFailure('/srv/plateful', error)).toBe(
        'The data dir /srv/plateful cannot be used: the disk is full (ENOSPC). Free some space there, or point DATA_DIR at a disk with room.',
      );
    }
  });

  it('says read-only, not allowed and a file in the way in plain words', () => {
    expect(describeDataDirFailure('/d', node('EROFS'))).toMatch(
      /^The data dir \/d cannot be used: it is on a read-only file system \(EROFS\)\. Point DATA_DIR/,
    );
    expect(describeDataDirFailure('/d', emscripten(69))).toMatch(/read-only file system \(EROFS\)/);
    expect(describeDataDirFailure('/d', node('EACCES'))).toMatch(
      /not allowed to write there \(EACCES\)/,
    );
    expect(describeDataDirFailure('/d', emscripten(2))).toMatch(/\(EACCES\)/);
    expect(describeDataDirFailure('/d', node('ENOTDIR'))).toMatch(
      /a file, not a directory \(ENOTDIR\)/,
    );
  });

  it('is one line', () => {
    expect(describeDataDirFailure('/d', emscripten(51))).not.toContain('\n');
  });

  it('leaves other failures to the caller', () => {
    expect(describeDataDirFailure('/d', new Error('relation "x" does not exist'))).toBeUndefined();
    expect(describeDataDirFailure('/d', node('ECONNREFUSED'))).toBeUndefined();
    expect(describeDataDirFailure('/d', emscripten(999))).toBeUndefined();
    expect(describeDataDirFailure('/d', undefined)).toBeUndefined();
  });
});

describe('errnoCode and errorMessage', () => {
  it('read Node codes, WASI numbers and causes', () => {
    expect(errnoCode(node('EROFS'))).toBe('EROFS');
    expect(errnoCode(emscripten(54))).toBe('ENOTDIR');
    expect(errnoCode({ cause: { cause: emscripten(51) } })).toBe('ENOSPC');
    expect(errnoCode(new Error('plain'))).toBeUndefined();
  });

  it('never gives "undefined" as a message', () => {
    expect(errorMessage(emscripten(51))).toBe('ENOSPC');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(Object.assign(new Error(''), { name: 'OddError' }))).toBe('OddError');
    expect(errorMessage(undefined)).toBe('an unknown error');
  });
});
