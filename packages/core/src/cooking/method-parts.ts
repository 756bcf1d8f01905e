/**
 * A method's section titles ("For the cake", "FOR THE ICING", "Make the sauce:", "To serve"),
 * which readers keep among the steps as the pages and their data write them (decision 0005,
 * session 64), shown as the title of the step that follows them rather than as a step of their
 * own: the Method tab numbers only steps, and cook mode gives a title no page of its own.
 */
import { readGroupTitle, tidyTitle } from '../draft/sections.ts';

/** A step of the method and the section title written just before it, if any. */
export interface MethodPart {
  title: string | null;
  text: string;
}

/** "To serve", "To finish", "To make the dressing": a part's title, but no step (no stop). */
const TO_TITLE = /^(to (?:serve|finish|assemble|decorate|garnish|make [\p{L}\s&'’-]{2,30}))$/iu;

/** A short line in capitals ("ICING", "FOR THE CAKE"): letters and spaces, no sentence. */
const CAPITALS_TITLE = /^[\p{Lu}][\p{Lu}\s&'’-]{2,40}$/u;

/**
 * The title a method line is, or null when it is a step. Only lines a cook could not follow as
 * an instruction count: a title with its colon, "For the …", "To serve", or capitals; a short
 * step without a stop ("Boil the pasta") stays a step.
 */
export function methodTitle(step: string): string | null {
  const line = step.trim();
  if (line.split(/\s+/u).length > 7) return null;
  const group = readGroupTitle(line);
  if (group) return group;
  const to = TO_TITLE.exec(line);
  if (to) return to[1]!.charAt(0).toUpperCase() + to[1]!.slice(1);
  if (CAPITALS_TITLE.test(line)) return tidyTitle(line);
  return null;
}

/**
 * The method's steps, blank ones left out, each with the section title written just before it.
 * A title followed by another title, or by nothing, stays a step as written, so no line is lost.
 */
export function methodParts(steps: readonly string[]): MethodPart[] {
  const lines = steps.map((step) => step.trim()).filter((step) => step !== '');
  const parts: MethodPart[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const title = methodTitle(line);
    const next = lines[index + 1];
    if (title && next !== undefined && methodTitle(next) === null) {
      parts.push({ title, text: next });
      index += 1;
    } else {
      parts.push({ title: null, text: line });
    }
  }
  return parts;
}
