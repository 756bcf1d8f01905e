/**
 * A bullet that text recognition read as a letter or a digit ("0 50g pine nuts", "O a pinch of
 * salt", "e 2 eggs"): one glyph that starts most lines of a list is the list's bullet, not part
 * of the lines. Only when it is certain: at least three lines start with it (or most of a short
 * list). A line that is only such a glyph is dropped.
 */

/** Glyphs a printed bullet (•, ○, ▢, ■, ✓) is read as; 0, O, o and "Oo" are one bullet. */
const BULLET_GLYPH = /^([0Oo°]{1,2}|[eEcC¢©®*•▢□■○●+»«>·=—–-])\s+(?=\S)/u;
/** A line that is only a bullet (one read on a wrapped line's own row). */
const BULLET_ONLY = /^(?:[0Oo°]{1,2}|[¢©®•▢□■○●])$/u;
/** A shared bullet starts at least this many lines, or this share of a short list. */
const MIN_LINES = 3;
const SHARE = 0.6;

const kind = (glyph: string) => (/^[0Oo°]+$/u.test(glyph) ? 'o' : glyph);

/** The lines with a shared bullet glyph taken off the start of each ('' for a bullet alone). */
export function stripSharedBullet(all: readonly string[]): string[] {
  const lines = all.map((line) => (BULLET_ONLY.test(line.trim()) ? '' : line));
  if (lines.filter(Boolean).length < MIN_LINES) return lines;
  const counts = new Map<string, number>();
  for (const line of lines) {
    const glyph = BULLET_GLYPH.exec(line)?.[1];
    if (glyph !== undefined) counts.set(kind(glyph), (counts.get(kind(glyph)) ?? 0) + 1);
  }
  const [bullet, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < MIN_LINES && count < Math.max(2, SHARE * lines.filter(Boolean).length)) return lines;
  return lines.map((line) => {
    const glyph = BULLET_GLYPH.exec(line);
    return glyph && kind(glyph[1]!) === bullet ? line.slice(glyph[0].length) : line;
  });
}
