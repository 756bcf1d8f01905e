/**
 * Long lines (issue 31): scraped pages, imports and the CLI give lines with no length limit, and
 * a long run of blanks made patterns that try each blank as the start of a match quadratic.
 */
import { collapseSpaces } from './ingredients/text.ts';

/**
 * A line over `limit` characters with its blank runs collapsed and then cut to `limit`: no real
 * ingredient line or shop title is that long, and every rule then runs on a bounded line.
 * A line within the limit is returned as it is.
 */
export function boundedLine(line: string, limit: number): string {
  if (line.length <= limit) return line;
  const collapsed = collapseSpaces(line, 'runs');
  return collapsed.length > limit ? collapsed.slice(0, limit) : collapsed;
}
