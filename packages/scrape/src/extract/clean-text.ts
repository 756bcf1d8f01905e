/**
 * Text as a person reads it: HTML entities decoded, tags stripped, whitespace collapsed. Pages
 * and their structured data both carry escaped markup, so every extracted string passes here.
 */
import { decodeHTML } from 'entities';

/** Decodes entities (twice, for double-escaped data), strips tags and collapses whitespace. */
export function cleanText(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value as number);
  text = decodeHTML(text);
  if (/&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/i.test(text)) text = decodeHTML(text);
  return (
    text
      // A superscript or subscript is part of the word or number it is set in, as a browser shows
      // it: "<sup>1</sup>⁄<sub>4</sub> cup" is "1⁄4 cup", not "1 ⁄ 4 cup".
      .replace(/<\/?su[bp]\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      // Zero-width joiners shape Indic and emoji text, so only the zero-width space, BOM and soft
      // hyphen go.
      .replace(/\u200b|\ufeff|\u00ad/g, '')
      // UTF-8 read as Latin-1 turns "¼" into "Â¼": drop the stray "Â".
      .replace(/Â(?=[\u00a0-\u00bf])/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Like `cleanText`, but keeps line breaks (from newlines, `<br>` and block ends) as `\n`. */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return [cleanText(value)].filter(Boolean);
  const marked = decodeHTML(value).replace(/<br\s*\/?>|<\/(?:p|li|div|h\d)>/gi, '\n');
  return marked
    .split(/[\r\n]+/)
    .map((line) => cleanText(line))
    .filter(Boolean);
}

/**
 * A method written as one numbered paragraph ("1. Heat the oven.2. Mix…", "1.切丁 2.炒") split
 * at its numbers, which are dropped. Only a run numbered 1, 2, 3… from the very start counts,
 * so "bake for 2. 5 hours" or a lone "1." is left alone.
 */
export function splitNumberedSteps(text: string): string[] {
  const first = text.match(/^\s*1\s*[.)]\s*/);
  if (!first) return [text];
  const starts: Array<{ at: number; end: number }> = [{ at: 0, end: first[0].length }];
  const marker = /(?<=^|[\s.!?;:)\]。！？，,])(\d{1,2})\s*[.)](?!\d)\s*/g;
  marker.lastIndex = first[0].length;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    if (Number(match[1]) !== starts.length + 1) continue;
    starts.push({ at: match.index, end: match.index + match[0].length });
  }
  if (starts.length < 2) return [text];
  return starts
    .map((start, index) => text.slice(start.end, starts[index + 1]?.at ?? text.length).trim())
    .filter(Boolean);
}

/**
 * A step's own number before its text, with a dot or a bracket and a space ("1. Boil…", "2) Drain…"):
 * "2 eggs go in…", "1/2 the sauce…" and "1.5 kg…" open with an amount, not a number.
 */
const STEP_NUMBER_START = /^\s*(\d{1,2})\s*[.)]\s+(?=\S)/;

/** A line that may title a group of steps: short, no figure, no sentence's end ("For the sauce:", "Salat"). */
const STEP_GROUP_TITLE = /^[^\d.!?。！？]{1,60}$/u;

/** A line that only leads into the steps ("How to make it:", "Zo maak je het:"). */
const STEPS_LEAD_IN = /^[^\d]{1,40}:$/;

/**
 * Steps that each start with their own number ("1. Boil…", "2) Drain…"), in order from 1, lose it:
 * the app numbers a method's steps itself. Shared by the structured data's steps and the markup's
 * (numbered paragraphs). A method in titled groups may count each group from 1 again ("For the
 * cake:", "1. Mix…", "2. Bake…", "For the icing:", "1. Whip…"): a title (`STEP_GROUP_TITLE`) right
 * before a "1." stays. A lone line that leads into the steps ("How to make it:") before a method
 * numbered once goes, as the numbers show where the steps start. Two numbered steps or more;
 * numbers out of order, or a line among them that is no title ("Boil the water."), leave all as
 * written.
 */
export function withoutStepNumbers(steps: readonly string[]): string[] {
  const number = (step: string | undefined) => Number(STEP_NUMBER_START.exec(step ?? '')?.[1]);
  let next = 1;
  let titles = 0;
  const numbered =
    steps.filter((step) => number(step)).length >= 2 &&
    steps.every((step, index) => {
      const counted = number(step);
      if (counted === next) next += 1;
      else if (!counted && number(steps[index + 1]) === 1 && STEP_GROUP_TITLE.test(step.trim())) {
        titles += 1;
        next = 1;
      } else return false;
      return true;
    });
  if (!numbered) return [...steps];
  const leadIn = titles === 1 && !number(steps[0]) && STEPS_LEAD_IN.test(steps[0]!);
  return (leadIn ? steps.slice(1) : steps).map((step) => step.replace(STEP_NUMBER_START, ''));
}

/**
 * A sentence's end glued to the next one's start with no space ("… op 200 graden.Verhit de olie
 * in de wok.Bak …"): the line breaks of a method the site wrote one step a line, lost when the
 * lines were joined into one string.
 */
const GLUED_SENTENCES = /(?<=\p{Ll}{2}[.!?])(?=\p{Lu}\p{Ll})/gu;

/**
 * A method given as one string split where its sentences are glued together: only at two such
 * places or more, so that one slip ("… the oven.Then …") in a paragraph does not break it.
 */
export function splitGluedSentences(text: string): string[] {
  const parts = text
    .split(GLUED_SENTENCES)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts : [text];
}

/**
 * The bracketed disclosure a links plugin prints after a linked word ("pie plate (affiliate
 * link)", "(paid link)", "(Amazon link)", "(#ad)", "(Affiliate-Link)", "(Werbelink)"): it says the
 * word is a shop's link, not what the cook does or buys. Only a bracket that holds nothing else.
 */
const LINK_DISCLOSURE =
  /\s*[([]\s*\*?\s*(?:#ad|(?:amazon\s+)?(?:affiliate|paid|sponsored|amazon|ad|partner)[\s-]*link|affiliate|werbe-?link|anzeige|werbung)\s*[)\]]/giu;

/** A line or step without a links plugin's disclosures: "a 9-inch pie plate (affiliate link)." → "a 9-inch pie plate." */
export function withoutLinkDisclosures(line: string): string {
  if (!/[([]/.test(line)) return line;
  return line.replace(LINK_DISCLOSURE, '').trim();
}
