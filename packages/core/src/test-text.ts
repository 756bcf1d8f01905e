/**
 * Text of any Unicode code points for property tests (tests only). fast-check's own
 * `unit: 'binary'` builds a table of every code point the first time a process uses it: two to
 * eight seconds on a busy two-core machine, which pushed a thousand-case test past its ceiling.
 * This draws the code point as a number instead; lone surrogates are moved up past their block,
 * as a well-formed string never holds them.
 */
import fc from 'fast-check';

const SURROGATES = 0xd800;
const SURROGATE_COUNT = 0x800;

const codePoint = fc
  .nat(0x10ffff - SURROGATE_COUNT)
  .map((code) => String.fromCodePoint(code >= SURROGATES ? code + SURROGATE_COUNT : code));

/** A string of up to `maxLength` code points from the whole of Unicode. */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: codePoint, maxLength });
}
