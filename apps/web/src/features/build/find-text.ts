/**
 * The Find box shows non-link input upper-cased as typed (SPEC §5), but a link must keep the case
 * the user typed (paths are case-sensitive). So the box keeps the raw text and shows its display
 * form; an edit of the shown text is spliced back into the raw text.
 */

/** The raw text after the shown text changed from `shown` to `next`. */
export function applyFindEdit(raw: string, shown: string, next: string): string {
  // Upper-casing can change the length (ß → SS): then the shown text is all we have.
  if (raw.length !== shown.length) return next;
  let prefix = 0;
  const max = Math.min(shown.length, next.length);
  while (prefix < max && shown[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    shown[shown.length - 1 - suffix] === next[next.length - 1 - suffix]
  )
    suffix += 1;
  return (
    raw.slice(0, prefix) + next.slice(prefix, next.length - suffix) + raw.slice(raw.length - suffix)
  );
}
