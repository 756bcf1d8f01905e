/**
 * Long lines (issue 31): scraped pages, imports and the CLI give lines with no length limit, and
 * a long run of blanks made patterns that try each blank as the start of a match quadratic.
 */

/** Two or more blanks of any kind: spaces, tabs, non-breaking and other Unicode spaces. */
const BLANK_RUN = /[\s\p{Zs}]{2,}/gu;
const HAS_BLANK_RUN = /[\s\p{Zs}]{2}/u;

/** The line with each run of blanks one space ("1 cup\t\t flour" → "1 cup flour"). */
export function withBlankRunsCollapsed(line: string): string {
  return HAS_BLANK_RUN.test(line) ? line.replace(BLANK_RUN, ' ') : line;
}

/**
 * A line over `limit` characters with its blank runs collapsed and then cut to `limit`: no real
 * ingredient line or shop title is that long, and every rule then runs on a bounded line.
 * A line within the limit is returned as it is.
 */
export function boundedLine(line: string, limit: number): string {
  if (line.length <= limit) return line;
  const collapsed = withBlankRunsCollapsed(line);
  return collapsed.length > limit ? collapsed.slice(0, limit) : collapsed;
}
