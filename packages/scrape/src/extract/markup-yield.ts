/**
 * A recipe's yield as its page shows it ("Serves 4", "Servings: 6", `<th>Personnes</th><td>6</td>`),
 * for pages whose structured data gives none.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanText } from './clean-text.ts';
import { shortText } from './dom-search.ts';

/** Class names of the element that holds a recipe's yield ("servings", "recipe-yield", …). */
const YIELD_CLASS =
  '[itemprop="recipeYield"], [class*="serving" i], [class*="yield" i], [class*="portion" i], [class*="person" i], [class*="serves" i]';
/** Words that name a yield, in the languages of the sites we see. */
const YIELD_WORDS =
  'serves|servings?|yields?|makes|portions?|porções|porciones|porzioni|portionen|personen|personnes|personas|pessoas|porcie|porcií|porsjoner|annos|rendimento|rendement|μερίδες|μερίδα';
/**
 * A label that introduces a yield ("Serves 4", "分量：30 个"), its figure also right after it
 * ("Servings16 servings": a label and its value in two elements side by side, read as one text).
 */
export const YIELD_LABEL = new RegExp(
  `^(?:(?:${YIELD_WORDS})(?![\\p{L}\\p{M}])|分量|份量)\\s*(?:[:：]|\\s[—–-])?\\s*(?:about\\s+)?\\d`,
  'iu',
);
/** The label before a yield's count ("Servings: ", "Yields"), taken off what the page shows. */
const LEADING_YIELD_LABEL = new RegExp(
  `^(?:${YIELD_WORDS})\\s*(?:[:：]|\\s[—–-])?\\s*(?=\\d)`,
  'i',
);
/** A label standing alone, its value in the next cell ("<th>Servings</th><td>8</td>"). */
const LONE_YIELD_LABEL = new RegExp(`^(?:${YIELD_WORDS}|分量|份量)\\s*[:：]?$`, 'i');
/** A count followed by what it counts ("4 servings — 20 minutes", "4 porce"). */
const COUNT_FIRST = new RegExp(
  `^\\d+\\s*(?:${YIELD_WORDS}|people|persons|pieces|porce|osob)(?![\\p{L}])`,
  'iu',
);

/** The word before a yield that says whom a list is for ("For 4 people:", "Für 4 Personen:"). */
const YIELD_FOR = 'for|für|fur|pour|per|para|voor|för|til|dla|pro';
/** Counted words a yield line may also use, and their short forms ("4 Pers.", "4 Port."). */
const COUNTED_WORDS =
  'people|persons|personer|persone|porties|portioner|porce|osob|osoby|pers\\.|port\\.|személyre|személy';
/** Words for pieces, a yield only after a "for" word: "Eier 2 Stück" is an ingredient. */
const PIECE_WORDS = 'stücke?|pezzi|pièces|piezas|pieces';

/** A short line that closes with what it makes in pieces ("Zutaten für 10 Stücke"). */
const PIECES_FOR = new RegExp(
  `^(?:[\\p{L}]+\\s+){0,2}?(?:${YIELD_FOR})\\s*[:：]?\\s*(\\d+\\s*(?:${PIECE_WORDS}))\\s*[:：]?$`,
  'iu',
);

/**
 * A yield that closes a short line: whom it is for ("Zutaten für 4 Personen", "Voor 4 personen",
 * "Dosi per: 10 persone", "for 3 to 4 servings", "Ingrediënten 4 personen") or a serving label
 * after the times ("Prep 10 min Cook 40 min Serves 4"). The count and what it counts are kept.
 */
const CLOSING_YIELD = new RegExp(
  `^(?:[\\p{L}]+\\s+){0,2}?(?:(?:${YIELD_FOR})\\s*[:：]?\\s*)?(\\d+(?:\\s*(?:-|–|to)\\s*\\d+)?\\s*(?:${YIELD_WORDS}|${COUNTED_WORDS}|persone|personen))\\s*[:：]?$|(?:^|\\s)(?:serves|makes|yields?)\\s*[:：]?\\s*(\\d+(?:\\s*(?:-|–|to)\\s*\\d+)?)$`,
  'iu',
);

/**
 * A line that is a yield and nothing else, its label and count ("Servings: 4", "Μερίδες 6") or its
 * count and what it counts ("6 portions", "Für 4 Personen:", "Pour 6 personnes :"): the portions a
 * list is for, set among its lines (a servings box beside the Ingredients heading, or the list's
 * first item), never an ingredient.
 */
const YIELD_LINE = new RegExp(
  `^(?:(?:(?:${YIELD_WORDS})(?![\\p{L}\\p{M}])|分量|份量)\\s*[:：]?\\s*\\d+|(?:(?:${YIELD_FOR})\\s+)?\\d+\\s*(?:${YIELD_WORDS}|${COUNTED_WORDS})(?![\\p{L}\\p{M}]))\\s*[:：]?\\s*$`,
  'iu',
);

/**
 * A yield's label, a colon, and a short phrase with its count in it ("Makes: approx. 80 little
 * tomato halves", "Serves: about 4 as a side"): the label says it is the yield.
 */
const LABELLED_YIELD = new RegExp(
  `^(?:${YIELD_WORDS})\\s*[:：]\\s*[^:：]{0,60}\\d[^:：]{0,60}$`,
  'iu',
);

/** Whether a line is a yield and nothing else ("Serves 4", "Μερίδες 6", "4 portions"). */
export const isYieldLine = (line: string) =>
  YIELD_LINE.test(line.trim()) || LABELLED_YIELD.test(line.trim());

/**
 * The lines without the yields among them: a line that is a yield alone, or a yield's label
 * alone with its count as the next line (`<span>Μερίδες</span> <span>6</span>` read as two), or
 * with a yield as the next line ("Serves", "12 servings").
 */
export function withoutYieldLines(lines: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    if (isYieldLine(line)) continue;
    const next = lines[at + 1]?.trim() ?? '';
    if (LONE_YIELD_LABEL.test(line.trim()) && (/^\d+$/.test(next) || isYieldLine(next))) {
      at += 1;
      continue;
    }
    kept.push(line);
  }
  return kept;
}

const YIELD_ELEMENTS = 'li, p, b, strong, span, dd, h2, h3, h4, h5, td, th, dt, div';
const YIELD_TAGS = new Set(YIELD_ELEMENTS.split(', '));

/**
 * The elements a yield is looked for in, in page order: those of `YIELD_ELEMENTS` and custom
 * elements (a name with a hyphen), which servings steppers are often built as
 * (`<x-portions-buttons>Für <button>−</button> 4 <button>+</button> Portionen</x-…>`).
 */
const yieldElements = ($: CheerioAPI): AnyNode[] =>
  $('body *')
    .toArray()
    .filter((element) => YIELD_TAGS.has(element.tagName) || element.tagName.includes('-'));

/** Whether an element is, or sits in, a nutrition block ("Serving: 1" there is a portion's size). */
const inNutrition = ($: CheerioAPI, element: AnyNode) =>
  $(element).closest('[class*="nutrition" i]').length > 0;

/** The text of a small element that holds a number, or '' (a yield is a short phrase). */
function shortNumberText(element: AnyNode): string {
  const text = shortText(element, 80);
  return text !== null && /\d/.test(text) ? text : '';
}

/**
 * A yield laid out as label and value in neighbouring cells: a table row, a definition list, or
 * two spans ("<span>Personnes</span><span>6/8</span>").
 */
function labelledYield($: CheerioAPI): string {
  for (const element of $(YIELD_ELEMENTS).toArray()) {
    if (!LONE_YIELD_LABEL.test(cleanText($(element).text()))) continue;
    const value = $(element).next();
    const text = value.length ? shortNumberText(value[0]!) : '';
    if (text && text.length <= 40) return text;
  }
  return '';
}

/** An option the page marks as chosen: pressed, selected, checked, or classed so. */
const CHOSEN =
  '[aria-pressed="true"], [aria-selected="true"], [aria-checked="true"], input[type="radio"][checked], ' +
  '[class~="active" i], [class~="selected" i], [class~="is-active" i], [class~="is-selected" i]';
/** Words that say a group of counts is a servings selector ("serving amount", "Personen"). */
const SELECTOR_WORDS = new RegExp(
  `(?:^|[^\\p{L}])(?:${YIELD_WORDS}|${COUNTED_WORDS}|persone)(?![\\p{L}])`,
  'iu',
);

/** The count an option shows ("2", or a radio's label or value), or '' when it shows more. */
function optionCount($: CheerioAPI, option: Element): string {
  let text = shortText(option, 20) ?? '';
  if (option.tagName === 'input') {
    const id = $(option).attr('id');
    const label = id ? $(`label[for="${id}"]`).first() : $(option).closest('label');
    text = label.length ? (shortText(label[0]!, 20) ?? '') : ($(option).attr('value') ?? '');
  }
  return /^\d{1,2}$/.test(text.trim()) ? text.trim() : '';
}

/**
 * A servings selector's chosen count: a row of options that each show a count alone
 * (`<button>2</button><button class="active">3</button><button>4</button>`), one of them marked
 * chosen, the row named a yield by its words ("serving amount") or its class within three levels.
 */
function chosenServings($: CheerioAPI): string {
  for (const option of $(CHOSEN).toArray() as Element[]) {
    const count = optionCount($, option);
    if (!count) continue;
    const others = $(option)
      .siblings(option.tagName)
      .toArray()
      .filter((other) => optionCount($, other as Element));
    if (others.length === 0) continue;
    const named = $(option)
      .parents()
      .slice(0, 3)
      .toArray()
      .some((box) => {
        if ($(box).is(YIELD_CLASS) || SELECTOR_WORDS.test($(box).attr('aria-label') ?? '')) {
          return true;
        }
        const text = shortText(box, 120);
        return text !== null && SELECTOR_WORDS.test(text);
      });
    if (named && !inNutrition($, option)) return count;
  }
  return '';
}

/** Whether a box names a yield: by its class, its `aria-label`, or the words of its short text. */
function namesYield($: CheerioAPI, box: AnyNode): boolean {
  if ($(box).is(YIELD_CLASS) || SELECTOR_WORDS.test($(box).attr('aria-label') ?? '')) return true;
  const text = shortText(box, 120);
  return text !== null && SELECTOR_WORDS.test(text);
}

/**
 * A servings stepper's count held in a field: `<span>Nombre de personnes</span><div><button>-</button>
 * <input value="12"><button>+</button></div>`, a box within three levels named a yield. The field's
 * value is the count the page's list is written for; a field without a button beside it (a
 * search box, a form) is no stepper.
 */
function stepperServings($: CheerioAPI): string {
  for (const field of $('input[value]').toArray() as Element[]) {
    const type = ($(field).attr('type') ?? 'text').toLowerCase();
    if (type !== 'text' && type !== 'number' && type !== 'tel') continue;
    const count = ($(field).attr('value') ?? '').trim();
    if (!/^\d{1,2}$/.test(count) || count === '0' || inNutrition($, field)) continue;
    const boxes = $(field).parents().slice(0, 3).toArray();
    const stepper = boxes.slice(0, 2).some((box) => $(box).find('button').length > 0);
    if (stepper && boxes.some((box) => namesYield($, box))) return count;
  }
  return '';
}

/** The recipe's yield as the page shows it ("Serves 4", "Servings: 6"), or '' when it shows none. */
export function markupYield($: CheerioAPI): string {
  // The count and what it counts, without the label: "Servings 12 slices" is "12 slices".
  return shownYield($).replace(LEADING_YIELD_LABEL, '');
}

/**
 * A bare count with what it counts in the element after it, classed a unit (WPRM's `<span
 * class="wprm-recipe-servings">8</span> <span class="wprm-recipe-servings-unit">slices</span>`):
 * "8 slices". Else the text as it is.
 */
function withCountedUnit($: CheerioAPI, element: AnyNode, text: string): string {
  if (!/^\d+$/.test(text.trim())) return text;
  const next = $(element).next();
  if (!next.is('[class*="unit" i]')) return text;
  const unit = cleanText(next.text());
  return /^[\p{L}][\p{L}\s.-]{0,24}$/u.test(unit) ? `${text.trim()} ${unit}` : text;
}

/** The recipe's yield as the page shows it, label and all. */
function shownYield($: CheerioAPI): string {
  const chosen = chosenServings($);
  if (chosen) return chosen;
  const stepped = stepperServings($);
  if (stepped) return stepped;
  for (const element of $(YIELD_CLASS).not('script, style, body, html').toArray()) {
    if (inNutrition($, element)) continue;
    const text = shortNumberText(element);
    if (text && !/\d{3,}|[:.]\d{2}\b/.test(text)) return withCountedUnit($, element, text);
  }
  const elements = yieldElements($);
  for (const element of elements) {
    const text = shortNumberText(element);
    if (text && YIELD_LABEL.test(text)) return text;
  }
  const labelled = labelledYield($);
  if (labelled) return labelled;
  for (const element of elements) {
    const text = shortNumberText(element);
    if (text && text.length <= 40 && COUNT_FIRST.test(text)) return text;
  }
  for (const element of elements) {
    const text = shortNumberText(element);
    const match = CLOSING_YIELD.exec(text) ?? PIECES_FOR.exec(text);
    if (match) return match[1] ?? match[2]!;
  }
  return '';
}
