/**
 * Text → recipe draft, for text read from photos of printed recipes (OCR) and for social-media
 * captions. Headings ("Ingredients", "Method") are followed when present; without them, lines
 * that read as amounts of something are ingredients and numbered lines are steps. Pure and total:
 * any string gives a draft, never an exception.
 */
import { splitIngredientLine } from '../ingredients/clean-ingredient-line.ts';
import {
  COMMON_ADJECTIVES,
  PREPARATION_ADVERBS,
  PREPARATION_WORDS,
  QUALITY_WORDS,
  SIZE_WORDS,
} from '../ingredients/descriptors.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { unitForWord } from '../ingredients/units.ts';
import { titleCase } from '../shopping/format-quantity.ts';
import { cleanLine, isNoiseLine, lineHead, readHashtags, splitRows } from './clean-lines.ts';
import { isTimesLine, readTimes, type TextTimes } from './durations.ts';
import { withoutSidebar } from './page-sidebar.ts';
import { emptyDraft, type DraftIngredientGroup, type RecipeDraft } from './recipe-draft.ts';
import {
  bareGroupTitle,
  capitalsGroupTitle,
  isHeadingsRow,
  readGroupTitle,
  readFromSmallCapitals,
  readHeading,
  type Section,
} from './sections.ts';
import {
  amountChecks,
  placedGuesses,
  unguessed,
  type AmountCheck,
  type PlacedGuess,
} from './amount-checks.ts';
import { amountsFromMethod } from './method-amounts.ts';
import {
  HYPHENED_SIZE,
  mendAmpersandAsEight,
  mendBraces,
  mendOcrMisreads,
  mendSevenAsOne,
  mendUnitStopAsComma,
  mendYearGrams,
  printsUnitStops,
  readsOneAsSeven,
} from './ocr-misreads.ts';
import {
  editDistance,
  isFoodName,
  isKnownWord,
  mendWord,
  opensWithOneAsLetter,
} from './ocr-words.ts';
import {
  BOX_MARK,
  BULLET_ONLY,
  oneBeforeCount,
  ROW_BULLET,
  stripBoxRemains,
  stripSharedBullet,
} from './shared-bullets.ts';
import { linesText, type TextLine } from './text-lines.ts';
import { takeTitle } from './title-lines.ts';
import { madeOnFirstUse } from '../memo.ts';

/** Longest title kept; a longer first line is cut at its first sentence or word. */
const MAX_TITLE_LENGTH = 100;
const MAX_DESCRIPTION_LENGTH = 500;
/** An ingredient line is short: more words than this is prose. */
const MAX_INGREDIENT_WORDS = 14;

/**
 * "1.", "2)", "Step 3:", "4 -" at the head of a line; group 1 or 2 is the number. A bracket may
 * touch what follows ("10)1 sheet pastry": no amount is written so), a full stop not ("1.5").
 * A full stop read as a comma before a capital is one too ("1, Simmer the lentils": no amount
 * is written with a comma after it). A dash between figures is a range, not a step's number
 * ("4 - 5 cups strawberries").
 */
const STEP_MARKER = madeOnFirstUse(
  () =>
    /^(?:step\s*(\d{1,2})\s*[:.)\-–]?|(\d{1,2})\s*(?:\.(?!\d)|\)|,(?=\s+\p{Lu}))|(\d{1,2})\s*[:\-–](?!\s*\d))\s*/iu,
);
/**
 * A number joined to a word in lower case by a dash is a measure, not a step's number ("1-inch
 * thick", "5-minute"); "1-Preheat the oven" is a step. So is a count joined by a dash to a
 * bracket that holds a hyphened size ("1-( T-pound) salmon fillet", the engine's read of "1
 * (1-pound)"; session 78): a step's sentence does not open on a pack's size.
 */
const DASHED_MEASURE = new RegExp(String.raw`^\d{1,2}[-–](?:\p{Ll}|\(\s?${HYPHENED_SIZE})`, 'u');
/** The step number at the head of a line (STEP_MARKER()), unless it is a measure. */
const stepNumber = (line: string) => (DASHED_MEASURE.test(line) ? null : STEP_MARKER().exec(line));
/** In a method section printed steps may be bare numbers: "1 Heat the oven". */
const BARE_STEP_NUMBER = /^(\d{1,2})\s+(?=\p{Lu})/u;
/**
 * Anywhere, a bare number before a verb of the method and more words is a step ("2 Place the
 * finished pancakes", "1 Add the carrots"): no food is named by such a verb. Verbs that also
 * name a food or a cut ("Cream", "Roll", "Slice") are left out.
 */
const BARE_NUMBER_VERB =
  /^\d{1,2}\s+(?:Add|Bake|Beat|Blend|Boil|Bring|Combine|Cook|Drain|Fold|Fry|Heat|Knead|Melt|Mix|Place|Pour|Preheat|Put|Reduce|Remove|Simmer|Spread|Sprinkle|Stir|Toss|Transfer|Whisk)\s+\S+\s+\S/u;
const TIME_OR_HEAT = /^[\d½¼¾.,\s-]+(?:mins?|minutes?|hrs?|hours?|°|degrees|c\b|f\b)/iu;
/** A line in the method that starts like a times line ("Serves 2") may be one. */
const TIMES_LABEL = /^(?:serves|servings|makes|prep|cook(?:ing)? time|total|ready in)\b/iu;
const SENTENCE_END = /[.!?)]["'’”]?$/u;

/**
 * On a page read in two columns with no headings, the column whose rows are on average this many
 * times as long as the ingredient list's is the method (a book page's side column of ingredients
 * beside its paragraphs).
 */
const METHOD_ROWS = 1.4;
/** …and whose rows are sentences: at least this many words on average… */
const METHOD_WORDS = 5;
/**
 * …over at least this many rows: one row beside the list ("Sea salt and pepper, to taste", the
 * list's last row read in the other column) says nothing of how long the column's rows run.
 */
const METHOD_MIN_ROWS = 2;
/**
 * …or whose rows are sentences by their words: this many or more of its rows have "the" in them,
 * and none of the list's. A method tells what to do with the food ("Shred the chicken", "pour
 * over the chicken"); a list names it with an amount, not an article, so the column is the method
 * however the engine cut its rows (a photo at a slant breaks a paragraph into rows of a word or
 * two, and its rows are then no longer than the list's).
 */
const METHOD_ARTICLES = 2;
const ARTICLE = /\bthe\b/iu;
/**
 * …or whose rows count a numbered method: this many or more of its rows open with a number
 * before a capital ("1 Preheat oven to 400° and", "2 In a shallow bowl,", "3: To assemble"), the
 * numbers rising from 1, and one of them or more reads as no ingredient (a verb, "In", "To" after
 * the number), while the list's rows are counted so nowhere. A list's amounts come before a unit
 * or a food in lower case and do not count up; a method short of "the" and cut into rows no longer
 * than the list's is told by its step numbers.
 */
const METHOD_NUMBERS = 2;
const NUMBERED_ROW = /^(\d{1,2})\s*[.:)]?\s+(?=\p{Lu})/u;
/** A row that stops on "see" points to what the next row names ("*See" / "Note."). */
const CROSS_REFERENCE = /\bsee$/iu;
/** Words a heading does not end on: where it ends so, its rest is on the next row. */
const HEADING_BREAK = /\b(?:the|a|an|of|and|or|with|for|to|in|on)$/iu;
/** A heading's rest in title case, one to three words: "Salsa", "Lemon Curd:". */
const TITLE_CASE_REST = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}:?$/u;
/** …and in capitals: "VINAIGRETTE", "DRESSING:". */
const CAPITALS_REST = /^\p{Lu}{2,}(?:[ -]\p{Lu}{2,}){0,2}:?$/u;

/**
 * A heading wrapped over the rows of a narrow column whose rest keeps the case of the heading's
 * last word (session 70, photos74): "For the Avocado" / "Salsa" before "9) 1 avocado", "For
 * OREGANO" (its small capitals read in mixed case) / "VINAIGRETTE" / "DRESSING:". The rest ran
 * on from the heading (the caller passes the next row only then), and a rest in title case stands before an amount row: a
 * food with no amount under its part's heading ("For the Garnish" / "Parsley") is its own item,
 * and the heading that names it does not run to the column's edge.
 */
function inCaseOfHeadingEnd(
  heading: string,
  line: string,
  nextText: string | undefined,
  capitalsBefore: boolean,
): boolean {
  if (nextText === undefined) return false;
  const last = heading.trim().split(/\s+/u).at(-1) ?? '';
  if (capitalsBefore || /^\p{Lu}{2,}$/u.test(last)) return CAPITALS_REST.test(line);
  return (
    /^\p{Lu}\p{Ll}+$/u.test(last) &&
    TITLE_CASE_REST.test(line) &&
    (NUMBERED_AMOUNT.test(nextText) || /^[\d½¼¾⅓⅔⅛]/u.test(nextText.trim()))
  );
}

/** A row of an ingredient column with no amount is at most this many words. */
const LIST_ROW_WORDS = 6;

/**
 * A row of figures alone, an amount whose unit and food wrapped onto the next rows ("1 13.5 –",
 * "3 13.5 ~", "2 ½"): a figure first, no letter.
 */
const WORDLESS_AMOUNT = /^[\d½⅓⅔¼¾⅛][^\p{L}]*$/u;

/** A cleaned line, its head (for a title) and whether it was blank. */
/** `runsOn`: on a photo, the row before ran to the column's edge (see TextLine). */
type Line = {
  text: string;
  head: string;
  blank: boolean;
  marked?: boolean;
  runsOn?: boolean;
  /** The row started with a checkbox or bullet mark before it was cleaned (BOX_MARK). */
  boxed?: boolean;
  /** The row started with a bullet of any kind (ROW_BULLET). */
  bulleted?: boolean;
  /** On a photo read in two columns, the column the row was read in (TextLine `column`). */
  column?: 0 | 1;
  /**
   * On a photo, the row lies far below the last row read in its column (more than FAR_BELOW of
   * the taller's heights between them): a part of the page of its own, no wrapped row's rest.
   */
  farBelow?: boolean;
};

/** Row heights of empty page between two rows that part them (see Line `farBelow`). */
const FAR_BELOW = 4;

/**
 * A printed step number read as a glyph ("- Heat the grill", ". Meanwhile, heat"): a lone dash,
 * dot or bullet before a capital at the start of a line.
 */
const LOST_STEP_MARKER = /^\s*[-–—_.•·«»*¢©®=]\s+(?=\p{Lu})/u;

/**
 * A row that ends a sentence on a word of three letters or more, a unit's or an abbreviation's
 * stop aside ("2 tbsp. Olive oil"), and goes on with another sentence to its own full stop.
 */
const STEP_SENTENCES =
  /(?<!\p{L})(?!(?:tbsps?|tsps?|approx|pkgs?|cups?|lbs?|ozs?|pcs|tbs|oz|lb|no|min|mins|hrs?|qt|pt|doz)\.)\p{Ll}{3,}[.!?]\s+\p{Lu}\p{Ll}*(?:\s+\S+)+[.!?]$/u;

/** Whether the line is a step: it starts with a step number followed by words. */
function stepMarker(line: string, inMethod: boolean): string | null {
  const marked = stepNumber(line);
  if (marked && /\p{L}{2}/u.test(line.slice(marked[0].length))) return marked[0];
  const bare = inMethod || BARE_NUMBER_VERB.test(line) ? BARE_STEP_NUMBER.exec(line) : null;
  return bare ? bare[0] : null;
}

/**
 * Whether a line reads as an ingredient: a short line with an amount or a unit. `strict` (for
 * text with no Ingredients heading) also asks for a figure, so "One pot chilli" is not one.
 */
export function isIngredientLine(line: string, strict = false): boolean {
  if (line.split(/\s+/).length > MAX_INGREDIENT_WORDS || TIME_OR_HEAT.test(line)) return false;
  if (strict && !/[\d½¼¾⅓⅔⅛]/u.test(line)) return false;
  if (BARE_NUMBER_VERB.test(line)) return false;
  if (stepNumber(line) && !/^\d{1,2}\s*[.)]\s*[\d½¼¾]/u.test(line)) return false;
  // …and a numbered row of two sentences is a step whose first word was misread as an amount
  // ("1. ¼ heat oven. Prepare loaf pan.", its "Pre" read "¼"; session 77): a list's row holds no
  // sentence that ends and another that starts after it.
  if (stepNumber(line) && STEP_SENTENCES.test(line)) return false;
  const parsed = parseIngredient(line);
  return (parsed.quantity !== null || parsed.unit !== null) && /\p{L}{2}/u.test(parsed.name);
}

/** "200g pasta, 1 onion, 2 garlic cloves" → three lines (only when each part has an amount). */
function splitInlineIngredients(line: string): string[] {
  const parts = line
    .split(/\s*(?:,|;|\band\b)\s*(?=[\d½¼¾])/u)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 1 && parts.every((part) => isIngredientLine(part)) ? parts : [line];
}

/** "1. Boil the pasta 2. Fry the garlic" → two numbered lines. */
function splitInlineSteps(line: string): string[] {
  if (!/^(?:step\s*)?1\s*[.):]/iu.test(line) || !/\s(?:step\s*)?2\s*[.):]\s/iu.test(line))
    return [line];
  return line.split(/\s+(?=(?:step\s*)?\d{1,2}\s*[.):]\s+\p{L})/iu);
}

/** A title from a first line: one sentence, no trailing separators, capitals softened. */
function tidyTitle(line: string): string {
  let title = line;
  if (title.length > 60) {
    const sentence = /^(.{8,}?[.!?])(?:\s|$)/u.exec(title);
    if (sentence) title = sentence[1]!;
  }
  if (title.length > MAX_TITLE_LENGTH) {
    title = title.slice(0, MAX_TITLE_LENGTH).replace(/\s+\S*$/u, '');
  }
  title = title
    // A bar run into a word's end ("NINJA CREAMI| RED"): a stroke the engine read twice, never
    // printed in a title (a page's name puts spaces round its bar; session 71).
    .replace(/(\p{L})\|(?=\s)/gu, '$1')
    .replace(/[\s:|,;–—-]+$/u, '')
    .replace(/[.!]+$/u, '')
    .trim();
  const letters = title.replace(/[^\p{L}]/gu, '');
  return letters.length > 3 && letters === letters.toUpperCase() ? titleCase(title) : title;
}

/** A time with no label: "40 MINS", "1 hour", "30 minutes". */
const BARE_DURATION = /^\d{1,3}\s*(?:mins?|minutes|hrs?|hours?)$/iu;

/**
 * A magazine's strap line over its title (session 56): labels of one word and the servings or
 * the time, parted by dots, bars or dashes ("EASY · SERVES 4 · 40 MINS", "VEGETARIAN - SERVES
 * 6"). At least one part is a time or a yield and every other part is one word; a title has
 * more words than that, or no time or yield in a part of its own.
 */
export function isStrapLine(line: string): boolean {
  const parts = line
    .split(/\s+[·•|–—-]\s+|\s*[·•|]\s*/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const timed = (part: string) => isTimesLine(part) || BARE_DURATION.test(part);
  return (
    parts.length >= 2 &&
    parts.some(timed) &&
    parts.every((part) => timed(part) || /^\p{L}[\p{L}'-]*$/u.test(part))
  );
}

/**
 * The date and time a browser prints at the head of a page, read into the line under it (the
 * page's title): "20/11/2026, 12.44 Avocado Toast …" (session 56). Never part of a title.
 */
const PRINT_STAMP = /^\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}[.:]\d{2}(?:\s*[AP]M)?\s+(?=\p{L})/iu;

/** Letters all capitals, two or more. */
const inCapitals = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
};

/**
 * A title in capitals wrapped onto the next row of a photo (session 56: a magazine's title about
 * as tall as its body, so taken as the first line and not by its size): the next row runs on
 * from it (the title reached its edge), is in capitals too, holds no figure and is no heading.
 * Its text, or null.
 */
function wrappedTitleRest(title: Line, next: Line | undefined): string | null {
  if (!next || next.blank || next.runsOn !== true) return null;
  if (!inCapitals(title.text) || !inCapitals(next.text) || /\d/u.test(next.text)) return null;
  return readHeading(next.text) === null && isTitleCandidate(next.text) ? next.text : null;
}

/** Whether a line can be the title: words, not a heading, an amount, a step or a time. */
/** A web page's byline: "By the Pinch of Thyme team - Serves 4", "By Jane Smith". */
const BYLINE = /^by\s+(?:the\s+)?(\p{L}.*?)(?:\s+team)?(?:\s+[-–—|·•]\s.*|\s*[-–—|·•])?$/iu;

/** A web page's label over an advertisement. */
const AD_LABEL = /^[^\p{L}]*(?:advertisement|advertising|sponsored|\bad\b)[^\p{L}]*$/iu;

/**
 * A line that is a web page's byline, its label over an advertisement ("ADVERTISEMENT"), or the name a byline among the intro's lines gives (the
 * site's name printed over the title, "Pinch of Thyme" above "By the Pinch of Thyme team"):
 * neither is the recipe's title (session 71).
 */
function bylineOrItsName(line: string, intro: readonly { text: string }[]): boolean {
  if (BYLINE.test(line.trim()) || AD_LABEL.test(line.trim())) return true;
  const words = (text: string) =>
    text
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.join(' ') ?? '';
  const name = words(line);
  return (
    name !== '' &&
    intro.some((other) => {
      const by = BYLINE.exec(other.text.trim());
      return by !== null && words(by[1]!) === name;
    })
  );
}

/**
 * A row that opens on an amount, after a bullet or a check box's remains ("- 250g flour"); a
 * price ("£400") is no amount.
 */
const AMOUNT_FIRST = /^[^\p{L}\d£$€]{0,3}[\d½¼¾⅓⅔⅛]/u;

/**
 * A row that is an offer, not a food (session 73): a price alone ("£1.20"), or a price after the
 * word that offers it ("pans from £19.99", "worth £400"). A food's cost noted on its row ("salt
 * and pepper ($0.05)") is no offer.
 */
const OFFER_ROW =
  /^[£$€]\s?\d+(?:[.,]\d{2})?$|\b(?:from|worth|only|just|save|under|was|now)\s+[£$€]\s?\d/iu;

/**
 * A printed web page's advertisements and sidebar under its list (session 71): from a label
 * over an advertisement ("ADVERTISEMENT") among the ingredients, the rows up to the next heading
 * are the page's (an offer, "POPULAR NOW", a newsletter box beside the list) and are dropped,
 * unless a row opens on an amount in the label's column again: the list goes on under an
 * advertisement set in its middle. Only between the ingredients' heading and the next one; a
 * label among the method's paragraphs is left to the steps.
 */
function withoutAdverts(lines: readonly TextLine[]): TextLine[] {
  const kept: TextLine[] = [];
  let section: Section | null = null;
  let skipping: { column: TextLine['column'] } | null = null;
  let dropped = false;
  for (const line of lines) {
    const text = line.text.trim();
    if (text === '') {
      if (skipping === null) kept.push(line);
      continue;
    }
    const heading = readHeading(text);
    if (heading !== null) {
      section = heading.section;
      skipping = null;
    } else if (section === 'ingredients' && AD_LABEL.test(text)) {
      // A label further on (the sidebar's own) leaves the list's column as it was.
      skipping ??= { column: line.column };
      dropped = true;
      continue;
    } else if (skipping !== null) {
      if (line.column !== skipping.column || !AMOUNT_FIRST.test(text)) continue;
      skipping = null;
    }
    // The first row kept after a dropped run does not run on from the row before it.
    kept.push(dropped && line.runsOn ? { ...line, runsOn: false } : line);
    dropped = false;
  }
  return kept;
}

/** A tab bar's labels are under this share of the screen's median line height. */
const TAB_TO_BODY = 0.85;
/** A tab's label: one or two words, each with a capital first, nothing else. */
const TAB_LABEL = /^\p{Lu}\p{Ll}+(?:\s+\p{L}+)?$/u;

/**
 * A phone app's tab bar at the foot of a screenshot ("Discover Search Saved" · "Shopping list",
 * session 71): the lowest row of the page, two pieces or more side by side set smaller than the
 * body, three to six words in labels of one or two words each, every label capitalised, no
 * figure or mark. Dropped, not read as an item or a step.
 * Pasted text has no places and is left.
 */
function withoutTabBar(lines: readonly TextLine[]): TextLine[] {
  const placed = lines.filter((line) => line.text.trim() !== '' && line.height > 0);
  if (placed.length < 4) return [...lines];
  const lowest = Math.max(...placed.map((line) => line.top));
  const bar = placed.filter((line) => lowest - line.top <= line.height / 2);
  const labels = bar.flatMap((line) => {
    const words = line.text.trim().split(/\s+/u);
    // One piece may hold the row's labels read together ("Discover Search Saved").
    return words.length > 2 && words.every((word) => TAB_LABEL.test(word))
      ? words
      : [line.text.trim()];
  });
  const words = labels.join(' ').split(/\s+/u).length;
  // A bar's labels are set smaller than the screen's text and stand apart on their row; a last
  // item in title case ("Fresh Mint Leaves") is neither.
  const heights = placed.map((line) => line.height).sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)]!;
  const isBar =
    bar.length >= 2 &&
    bar.every((line) => line.height < TAB_TO_BODY * body) &&
    labels.length >= 3 &&
    words <= 6 &&
    labels.every((label) => TAB_LABEL.test(label));
  return isBar ? lines.filter((line) => !bar.includes(line)) : [...lines];
}

function isTitleCandidate(line: string): boolean {
  return (
    (line.match(/\p{L}/gu)?.length ?? 0) >= 3 &&
    !/^(?:https?:|www\.|@)/iu.test(line) &&
    readHeading(line) === null &&
    !isIngredientLine(line, true) &&
    stepMarker(line, false) === null &&
    !isTimesLine(line) &&
    !isStrapLine(line) &&
    // Two headings side by side read as one row ("Ingredients Method", session 56).
    !isHeadingsRow(line)
  );
}

/**
 * Words that leave a printed line unfinished: what follows on the next line belongs to it. An
 * "&" after a word is "and" (session 68).
 */
const UNFINISHED_WORDS = /(?:[,(–-]|\s&|\b(?:and|or|of|into|in|with|for|to|cut|plus|about))$/iu;
/**
 * Words that say what a food is like and are never the food: a line without a comma that ends
 * with one has its food on the next line ("¼ teaspoon ground" / "black pepper"), and so do the
 * words that name which oil, salt, sauce or butter ("extra virgin olive" / "oil", "1 teaspoon
 * kosher" / "salt", "crunchy peanut" / "butter", "2.5 tbsp ALL Purpose" / "Flour"). After a comma
 * they are a note ("black pepper, freshly ground").
 */
const DESCRIBING_END =
  /\b(?:ground|cracked|freshly|fresh|dark|extra|virgin|plain|self-raising|double|single|unsalted|salted|smoked|caster|granulated|greek|cooked|grated|chopped|shredded|crushed|diced|minced|sliced|skinless|boneless|black|white|red|green|yellow|brown|olive|kosher|sea|table|sesame|sunflower|vegetable|rapeseed|groundnut|peanut|balsamic|soy|unsweetened|sweetened|semi-sweet|semisweet|bittersweet|heavy|whole|light|toasted|roasted|frozen|dried|melted|softened|large|medium|small|baby|hot|flaky|ripe|purpose)$/iu;

/** A pack after its weight, with its food still to come ("2 x 225g blocks" / "halloumi"). */
const PACK_END =
  /\d\s*(?:g|kg|ml|l|oz|lb)\s+(?:tins?|cans?|jars?|packs?|packets?|blocks?|bags?|balls?|cartons?|pots?|tubs?|bottles?|sachets?|punnets?)$/iu;

/**
 * A bracket opened after the line's first word and not closed: the row wrapped inside its note
 * ("½ cup frying oil (peanut, canola" / "shortening, lard, etc)"); a printed ingredient closes
 * its brackets. The first word is left out, where a box or bullet is read as "(0" or "(OJ".
 */
function bracketLeftOpen(line: string): boolean {
  const rest = line.replace(/^\S+\s*/u, '');
  return (rest.match(/\(/gu)?.length ?? 0) > (rest.match(/\)/gu)?.length ?? 0);
}

/**
 * A printed ingredient row as read, or with its amount's glyph put right ("1% cups flour", "V2
 * cup dark chocolate chips"): what a heading stands over.
 */
function isAmountRow(row: string): boolean {
  return isIngredientLine(row, true) || isIngredientLine(mendOcrMisreads(row), true);
}

/**
 * A heading in capitals over a printed ingredient row (`capitalsGroupTitle`): the cheap test of
 * the heading first, the parse of the row under it only then (as read, or mended: "1% cups").
 */
function capitalsTitleOver(line: string, next: string | undefined): string | null {
  const title = capitalsGroupTitle(line, next);
  if (title === null || next === undefined) return null;
  // The row under it read as printed, or with its amount's glyph put right ("1% cups flour").
  if (isAmountRow(next)) return title;
  // …or, under a heading the engine read from small capitals ("OrmioNAL ToppPINGs": no food or
  // step mixes case so inside its words), a food with no amount in lower case ("whipped cream"):
  // a part of toppings or garnishes lists its foods so (session 68).
  return readFromSmallCapitals(line) && FOOD_ROW_NO_AMOUNT.test(next.trim()) ? title : null;
}

/** A row of one to four words in lower case with no figure and no sentence's end. */
const FOOD_ROW_NO_AMOUNT = /^\p{Ll}[\p{L}'’-]*(?:\s+[\p{L}'’&-]+){0,3}$/u;

/**
 * A heading in capitals wrapped over two rows of a narrow column, its first row no heading over
 * the row under it ("CHOCOLATE" / "CHEESECAKE FILLING" / "⅔ cup chocolate chips"): where the
 * second ran on from the first and heads the rows under it, the two rows are one heading
 * (session 68). The heading's text, or null.
 */
function capitalsTitleOverTwo(
  line: string,
  next: Line | undefined,
  after: string | undefined,
): string | null {
  if (next?.runsOn !== true || !/^\p{Lu}{3,}(?:\s+\p{Lu}{2,})?$/u.test(line.trim())) return null;
  if (capitalsTitleOver(next.text, after) === null) return null;
  return capitalsTitleOver(`${line.trim()} ${next.text.trim()}`, after);
}

/**
 * A row that is an amount and its unit and nothing more ("1 pinch(es)", "2 slice(s)", "3
 * tablespoons"): its food is on the next row.
 */
function amountAndUnitOnly(line: string): boolean {
  const match = /^[\d½¼¾⅓⅔⅛][\d\s./½¼¾⅓⅔⅛-]*?\s*(\p{L}+)(?:\((?:e?s)\))?\.?$/u.exec(line);
  return match !== null && unitForWord(match[1]!) !== undefined;
}

/**
 * The article that opens a French, Italian or Spanish name in title case ("Le Gruyère", "La
 * Tur", "Del Monte", "El Paso"): a name never ends with it, so a row that does ("8 slices Swiss
 * or Le") goes on with the rest of the name on the next row, though that starts with a capital.
 */
const NAME_ARTICLE_END = /\s(?:Le|La|Les|Du|De|Del|Della|Di|El)$/u;

/**
 * Whether a printed line is unfinished (see UNFINISHED_WORDS, DESCRIBING_END, PACK_END and
 * NAME_ARTICLE_END, a bracket left open, and a row with no food after its unit).
 */
const unfinished = (line: string): boolean =>
  UNFINISHED_WORDS.test(line) ||
  NAME_ARTICLE_END.test(line) ||
  PACK_END.test(line) ||
  bracketLeftOpen(line) ||
  amountAndUnitOnly(line) ||
  (!line.includes(',') && DESCRIBING_END.test(line));
/** A row left unfinished by a bracket it opened, and by nothing else (`unfinished`). */
const onlyBracketOpen = (line: string): boolean =>
  bracketLeftOpen(line) &&
  !UNFINISHED_WORDS.test(line) &&
  !PACK_END.test(line) &&
  !amountAndUnitOnly(line) &&
  !DESCRIBING_END.test(line);
/** Words that leave a note unfinished, its measure on the next row ("chopped into" / "1 cm"). */
const NOTE_GOES_ON = /\b(?:into|about|of|to|and|or|plus|approx\.?|approximately)\s*$/iu;
/** Words that open the rest of a line, not a new ingredient ("and bone in"). */
const CONTINUING = /^(?:and|or|with|into|then|plus)\s/iu;
/** A food's name in title case, with no amount: "Yogurt", "Table Salt", "Canadian Bacon". */
const TITLE_CASE_NAME = /^\p{Lu}\p{Ll}{2,}(?:\s+\p{L}+){0,2}$/u;
/** Things that are an ingredient line of their own with no amount. */
const ON_ITS_OWN = /^(?:salt|pepper|black pepper|water|ice|oil|a |an |some |as |to |for )/iu;

/**
 * On a printed page a line with no amount is usually an ingredient of its own ("as you like
 * Celery leaves", "salt and pepper"); it continues the line before only when that line is
 * unfinished or it is a word or two ("2 x 400g tins chopped" / "tomatoes").
 */
function wrapsOnPrinted(before: string, line: string): boolean {
  // A note in brackets is never an ingredient of its own ("(gluten-free if needed)").
  if (unfinished(before.trim()) || CONTINUING.test(line) || /^\((?![\d½¼¾⅓⅔⅛])/u.test(line))
    return true;
  // After a row that ends with how its food is prepared ("1.5 red onions, thinly sliced") a row
  // of words is an item whose amount was lost ("cucumber, diced"), unless it goes on.
  if (endsWithPreparation(before.trim()) && !preparationGoesOn(line)) return false;
  // A food named as it is prepared after a row that named its own ("sliced lemon").
  if (preparedFoodRow(line) && finishedFood(before.trim())) return false;
  if (preparedFoodWithNote(line) && finishedFood(before.trim())) return false;
  // A word or two that name a food, after a row that ends with a food's name ("1 tablespoon
  // sesame oil" / "sesame seeds"), are an item of their own.
  return (
    line.split(/\s+/u).length <= 2 &&
    !ON_ITS_OWN.test(line) &&
    !(isFoodName(line) && endsWithFoodName(before.trim()))
  );
}

/** Whether a row ends with a food's name in its last two words or its last word ("sesame oil"). */
function endsWithFoodName(line: string): boolean {
  const words = line.replace(/[,.;:]$/u, '').split(/\s+/u);
  return (
    (words.length >= 3 && isFoodName(words.slice(-2).join(' '))) ||
    (words.length >= 2 && isFoodName(words.at(-1)!))
  );
}

/** Whether a row opens with a food's name in its first word or first two ("Chicken breast"). */
function opensWithFoodName(line: string): boolean {
  const words = line
    .toLowerCase()
    .replace(/[,.;:]/gu, ' ')
    .trim()
    .split(/\s+/u);
  return isFoodName(words[0]!) || (words.length >= 2 && isFoodName(words.slice(0, 2).join(' ')));
}

/** Whether a row's last two words name a food ("1 tablespoon sesame oil"). */
function endsWithFoodNameOfTwoWords(line: string): boolean {
  const words = line.replace(/[,.;:]$/u, '').split(/\s+/u);
  return words.length >= 3 && isFoodName(words.slice(-2).join(' '));
}

/** Lines that are ingredients of their own even after a full row ("salt and pepper"). */
const ALWAYS_OWN =
  /^(?:salt|pepper|black pepper|water|ice|oil|to taste|to serve|as you like|as needed)\b/iu;
/**
 * Salt or pepper named by its kind ("coarse salt and ground white pepper to taste", "flaky sea
 * salt"): an item of its own after a row that ends in a food, not after a word of its kind that
 * the row left ("1/2 teaspoon freshly" / "ground black pepper", "1 tsp smoked" / "sea salt").
 */
const SEASONING_BY_KIND =
  /^(?:coarse|kosher|sea|flaky|fine|table|rock|(?:freshly )?(?:ground|cracked))\s+(?:sea\s+)?(?:salt|(?:black |white )?pepper)\b/iu;
const KIND_WORD_END =
  /\b(?:freshly|finely|coarsely|coarse|fine|sea|kosher|flaky|black|white|ground|cracked|table|rock|smoked|pink|himalayan|maldon|truffle|garlic|seasoned|iodi[sz]ed)$/iu;
/**
 * A short row that is an ingredient with no amount ("salt and pepper", "water", "oil for
 * frying"): right after a list's row with no heading over the list it is the list's next item,
 * not the start of the method.
 */
const seasoningRow = (line: string): boolean =>
  (ALWAYS_OWN.test(line) || SEASONING_BY_KIND.test(line)) &&
  line.split(/\s+/u).length <= LIST_ROW_WORDS &&
  !/[.!?]$/u.test(line);

/**
 * A food with what it is there for and no amount, "maple syrup, to" (its "serve" on the next
 * row), "chopped parsley, to garnish", "Crackers, for" (a capital of a lower-case shape is not
 * lowered here: the row starts an item): after a row that ends with a food's
 * name ("400 milliliters soya milk") it is an item of its own, even where that row ran to the
 * edge of a narrow column. The rest of a row says how the food before is cut or measured.
 */
const SERVED_ON_ITS_OWN = madeOnFirstUse(
  () =>
    /^\p{L}[\p{L}'’ -]*,\s*(?:to|for)(?:\s+(?:serve|serving|garnish|top|decorate|dust|dusting|drizzle))?$/u,
);
/**
 * A word in lower case for the form a food is cut or comes in, not followed by "of" ("wedges of
 * lemon"). An item of its own that opens with one has its capital ("Sprigs fresh oregano",
 * "Leaves from 2 sprigs tarragon": 3 of the 4,954 labelled lines, none in lower case).
 */
const FOOD_FORM_ROW =
  /^(?:crumbles|shavings|flakes|slices|chunks|cubes|strips|wedges|pieces|florets|halves|segments|leaves|sprigs|fillets)\b(?!\s+of\b)/u;
/** What a food is there for, and nothing more: "to taste", "to serve", "for serving". */
const SEASONING_FOR = /^(?:to (?:taste|serve)|for (?:serving|garnish))[.,]?$/iu;
/** A row that ends with a food's name or is a seasoning whole ("Kosher salt", "salt and pepper"). */
/**
 * A row with its last word mended as a photo's row is (mendWord): "fresh mint leaves, for
 * gamish" is "for garnish" ("rn" read as "m"), so that SERVED_ON_ITS_OWN() knows what it is for
 * before the draft's words are mended. A word the vocabulary knows is left.
 */
const lastWordMended = (line: string): string =>
  line.replace(/(?<=\s)\p{Ll}{5,}$/u, (word) => mendWord(word, true));
/**
 * A food named with what it is there for, "fresh mint leaves, for garnish", after a row that
 * ended in a food's name: an item of its own on a bulleted list though the engine lost its bullet
 * (a web page's checkbox read as nothing), as a note of the row before would not name a food
 * ("sifted, for dusting" does not).
 */
const servedOnItsOwn = (before: string, line: string): boolean =>
  forItsUseAfterFood(before, line) && endsWithFoodName(`x ${line.split(',')[0]!}`);
/** What a row is there for (SERVED_ON_ITS_OWN(), its last word mended), after a row that ended in a food. */
const forItsUseAfterFood = (before: string, line: string): boolean =>
  SERVED_ON_ITS_OWN().test(lastWordMended(line)) && finishedFood(before.trim());
const finishedFood = (line: string): boolean =>
  endsWithFoodName(line) ||
  ALWAYS_OWN.test(line) ||
  SEASONING_BY_KIND.test(line) ||
  // …or a row that is a food's name and nothing more ("whipped cream", session 68).
  isFoodName(line.replace(/[,.;:]$/u, ''));
/** A bullet read as a glyph before the words of a row (a wrapped row has no bullet of its own). */
const ROW_GLYPH = /^(?:[0Oo°]{1,2}|[eEcC¢©®«»·•])\s+(?=\p{L})/u;
/** Capitals that text recognition gives for lower-case letters of the same shape. */
const SAME_SHAPE_CAPITAL = /^[CKOPSUVWXZ](?=\p{Ll})/u;

/**
 * A note in brackets that stopped on a word that asks for more: a preposition, a conjunction, an
 * article or a verb of being ("(freshly squeezed is best but from", "(or use the").
 */
const NOTE_LEFT_OPEN =
  /\b(?:and|or|but|of|into|in|with|for|to|from|at|by|on|as|than|the|a|an|is|are)$/iu;

/** A row that opens with a length: "2cm pieces", "1-inch cubes", "1/2 inch slices", "2.5 cm". */
const SIZE_ROW =
  /^(?:\d+(?:[.,]\d+)?|\d+\/\d+|\d*\s*[½¼¾⅓⅔⅛])\s*-?\s*(?:cm|mm|centimet(?:er|re)s?|inch(?:es)?|in\.?|")(?=[\s,.)]|$)/iu;
/** A row left open by "into" or "in" (not an amount's "in", inches: "2 in"). */
const CUT_LEFT_OPEN = /(?<![\d½¼¾⅓⅔⅛]\s*)\b(?:into|in)$/iu;

/** A size that measures a cut: "1 inch thick", "2cm pieces", "1/2-inch cubes" (SIZE_ROW, then the cut). */
const CUT_SIZE_ROW = new RegExp(
  String.raw`${SIZE_ROW.source}\s*(?:thick|thin|wide|long|pieces|cubes|chunks|slices|strips|rounds|lengths|dice)\b`,
  'iu',
);
/** A row that ends on how its food is cut: "sausage, sliced", "1 onion, diced". */
const CUT_END = /\b(?:sliced|diced|chopped|cubed|halved|quartered)$/iu;

/** A row that ends on what it adds, still to come: "+", "plus". */
const ADDS_MORE = /(?:\s\+|\splus)$/iu;

/** A row that ends with a figure it adds or offers instead, its unit to come: "+1", "plus 2". */
const AMOUNT_LEFT_AT_END = /(?:\+|\b(?:plus|or)\s)\s*\d+(?:\/\d+)?$/iu;

/**
 * The rest of a wrapped ingredient, when the row before ran to the column's edge (TextLine
 * `runsOn`): a row with no amount that starts in lower case ("beans, drained and rinsed", "as
 * arborio") or whose amount is only in brackets ("(approx. 500g)"), with a capital of a lower-case shape the engine misread ("Separated and left
 * unpeeled"; kept on a food's name where the list writes its names in title case,
 * `titleCaseList`), or after an unfinished row. Null when the row is an ingredient of its own.
 */
function restOfRow(before: string, row: string, titleCaseList = false): string | null {
  // An "o" read as a nought at the row's head is no amount: "¼ cup vegetable" / "0il (I used"
  // is "oil" (a capital after a row that ends on a word in title case: "1 cup Vegetable" / "Oil").
  const line = row
    .replace(ROW_GLYPH, '')
    .replace(/^0(?=\p{Ll}{2})/u, /(?:^|\s)\p{Lu}\p{Ll}*$/u.test(before.trim()) ? 'O' : 'o');
  // A row whose only amount is in brackets, opening with the bracket or a lower-case word, is
  // the rest of the row before ("1 head cauliflower" / "(approx. 500g)", "3 tbsp parmesan" /
  // "cheese (30g)"): an ingredient of its own starts with its amount or its name.
  const bracketed = /^[\p{Ll}(]/u.test(line) && !isIngredientLine(line.replace(/\([^)]*\)?/gu, ''));
  // A row in lower case or with a figure that closes the bracket the row before left open is
  // its rest, whatever its words ("Orange juice (freshly squeezed is best but from a" / "carton
  // or concentrate is fine)", where "carton" is a unit; "(sliced thin (about" / "1-inch thick))").
  if (/^[\p{Ll}\d]/u.test(line) && bracketLeftOpen(before.trim()) && closesBracket(line))
    return line;
  // Inside a note left open by a word that asks for more ("3 apples (peeled and chopped into" /
  // "0.5 inch", "(sliced thin, about" / "2 cm thick"), a row with a figure is the note's middle:
  // an item of its own does not start inside a bracket.
  if (/^[\d½¼¾⅓⅔⅛]/u.test(line) && bracketLeftOpen(before.trim()) && NOTE_GOES_ON.test(before))
    return line;
  // …and so is a row in lower case with no figure that leaves the note unfinished again ("(freshly
  // squeezed is best but from a" / "carton or" / "concentrate is fine)"), though a word of it is
  // a unit, or that comes after a row whose note stopped on a word that asks for more ("(freshly
  // squeezed is best but from" / "a carton or concentrate is", though "a carton" is an amount).
  if (
    /^\p{Ll}/u.test(line) &&
    !/[\d½¼¾⅓⅔⅛]/u.test(line) &&
    bracketLeftOpen(before.trim()) &&
    (UNFINISHED_WORDS.test(line) || NOTE_LEFT_OPEN.test(before.trim()))
  )
    return line;
  // A lone word in lower case after a row a preposition left open ("6 pretzel sticks, broken in"
  // / "half", "cut into" / "quarters") is that row's end, though the word alone reads as an
  // amount: no item is one word with no figure after a row that asks for more.
  if (/^\p{Ll}+[.,]?$/u.test(line) && /\b(?:in|into|of|to)$/iu.test(before.trim())) return line;
  // …and so is one after a row a conjunction left open ("1 ¼ cups half and" / "half", "salt
  // and" / "pepper"): "half" alone reads as an amount, but no item starts one word after "and".
  if (/^\p{Ll}+[.,]?$/u.test(line) && /\s(?:and|or|&)$/iu.test(before.trim())) return line;
  // A size after a row left open by "into" or "in" ("700g pumpkin, peeled, cut into" / "2cm
  // pieces", "cut in" / "1-inch cubes") is that row's end: the figure measures the pieces, and no
  // item's amount is a length.
  if (SIZE_ROW.test(line) && CUT_LEFT_OPEN.test(before.trim())) return line;
  // …and so is a thickness or a piece's size after a row that ends on how its food is cut
  // ("12 ounces andouille sausage, sliced" / "1 inch thick (I", "1 onion, diced" / "1cm pieces"):
  // a length before "thick" or "pieces" measures the cut, never an item's amount.
  if (CUT_SIZE_ROW.test(line) && CUT_END.test(before.trim())) return line;
  // A row that opens with a unit and no amount after a row that ends with a bare figure it adds
  // ("1/2 cup sugar +1" / "tsp for each crème brûlée", "2 tbsp oil plus 1" / "tsp for frying") is
  // that row's end: the figure is the unit's amount, left at the edge.
  if (
    AMOUNT_LEFT_AT_END.test(before.trim()) &&
    unitForWord(/^\p{L}+/u.exec(line)?.[0] ?? '') !== undefined
  )
    return line;
  // A row that opens with an amount after a row that ends on a bare "+" or "plus" ("¼ cup
  // unsalted butter, melted +" / "2 tablespoons unsalted butter") is what that row adds: an item
  // does not end on a sign that asks for more (session 67).
  if (/^[\d½¼¾⅓⅔⅛]/u.test(line) && ADDS_MORE.test(before.trim())) return line;
  // A row whose name is one word that names no food ("2 teaspoons Old" / "Bay seasoning", "2
  // large" / "free-range eggs"): the name goes on, though the next row reads as an item.
  const leftOpen = /^\p{L}/u.test(line) && !ALWAYS_OWN.test(line) && nameLeftOpen(before.trim());
  if (isIngredientLine(line) && !bracketed && !leftOpen) return null;
  const lowered =
    (titleCaseList && opensWithFoodName(line)) ||
    TITLE_CASE_END.test(before.trim()) ||
    TITLE_CASE_NAME_ROW().test(before.trim()) ||
    NAME_FOLLOWS.test(before.trim())
      ? line
      : line.replace(SAME_SHAPE_CAPITAL, (capital) => capital.toLowerCase());
  // A name that stands alone, with a capital, after a row whose only unfinished part is a bracket
  // it never closed ("4 (6 to 8-ounce halibut fillets, 1 inch thick" / "Salt and pepper"), is an
  // item of its own: a note goes on in lower case or closes its bracket.
  if (ALWAYS_OWN.test(line) && /^\p{Lu}/u.test(line) && onlyBracketOpen(before.trim())) return null;
  // After an unfinished row a sentence goes on: a capital of a lower-case shape before words in
  // lower case is one the engine misread ("Orange juice (freshly" / "Squeezed is best but").
  if (unfinished(before.trim()) || CONTINUING.test(line))
    return SENTENCE_GOES_ON.test(line) ? lowered : line;
  // What a food is there for, alone on the row after a row that ran to the edge ("salt and
  // pepper" / "to taste", "grated parmesan" / "to serve"), is that row's end: it names no food.
  if (SEASONING_FOR.test(line)) return line;
  if (ALWAYS_OWN.test(line) && !namesFoodWithRowBefore(before, line)) return null;
  // A word for the cut or form a food comes in, opening the row after a row that ended in a
  // food's name ("2 oz Goat cheese" / "crumbles", "1 bunch basil" / "leaves, picked"), is that
  // row's end: it names the food's form, not a food of its own ("crumbles" is a pudding too).
  if (FOOD_FORM_ROW.test(line) && finishedFood(before.trim())) return line;
  // A food's whole name after a row that ended in a food's name of two words ("1 tablespoon
  // sesame oil" / "sesame seeds") is an item of its own, unless the two rows' words name one food
  // ("2 x 400g tins butter" / "beans"). A name of one word may be the first of a longer one
  // ("1/2 teaspoon ancho" / "chili powder").
  if (
    isFoodName(line.replace(/[,.;:]$/u, '')) &&
    endsWithFoodNameOfTwoWords(before.trim()) &&
    !namesFoodWithRowBefore(before, line)
  )
    return null;
  if (SEASONING_BY_KIND.test(line) && !KIND_WORD_END.test(before.trim())) return null;
  if (forItsUseAfterFood(before, line)) return null;
  if (endsWithNote(before.trim()) && !noteGoesOn(line)) return null;
  if (endsWithPreparation(before.trim()) && !preparationGoesOn(line)) return null;
  if (preparedFoodRow(line) && finishedFood(before.trim())) return null;
  if (preparedFoodWithNote(line) && finishedFood(before.trim())) return null;
  if (/^[\p{Ll}(]/u.test(line)) return line;
  if (SAME_SHAPE_CAPITAL.test(line)) return lowered;
  // A row whose name is in title case goes on in title case ("1 tsp Vanilla" / "Extract").
  if (TITLE_CASE_NAME_ROW().test(before.trim()) && TITLE_CASE_WORDS.test(line)) return line;
  return leftOpen ? line : null;
}

/** A row of an amount, a unit or none, and one word. */
const LONE_NAME_WORD = /^[\d½¼¾⅓⅔⅛][\d\s/.,½¼¾⅓⅔⅛-]*(?:(\p{L}+)\.?\s+)?([\p{L}\d]+)$/u;

/** Words of age a name may open with ("Old Bay seasoning", "new potatoes", "aged cheddar"). */
const AGE_WORDS: ReadonlySet<string> = new Set(['old', 'new', 'aged', 'young', 'mature']);

/**
 * Whether a row's name is one word that only describes (a size, a quality, a taste, an age:
 * `SIZE_WORDS`, `QUALITY_WORDS`, `COMMON_ADJECTIVES`, AGE_WORDS) after its amount and unit ("2
 * teaspoons Old", "01d" read for it; "2 large", "1 cup dry"): a name left open at the row's
 * edge. "2 eggs", "1 lemon" are whole.
 */
function nameLeftOpen(before: string): boolean {
  const match = LONE_NAME_WORD.exec(before);
  if (!match) return false;
  const [, unit, word] = match;
  if (unit !== undefined && unitForWord(unit) === undefined) return false;
  const name = mendWord(word!).toLowerCase();
  return (
    SIZE_WORDS.has(name) ||
    QUALITY_WORDS.has(name) ||
    COMMON_ADJECTIVES.has(name) ||
    AGE_WORDS.has(name)
  );
}

/**
 * Whether the last word of a row that ran to its column's edge and the first word of the next
 * row name one food together ("1/2 teaspoon cayenne" / "pepper", "2 tbsp olive" / "oil"): the
 * row goes on, though the word alone would be an item of its own ("pepper", "oil").
 */
function namesFoodWithRowBefore(before: string, line: string): boolean {
  const last = /(?:^|\s)(\p{L}+)$/u.exec(before.trim())?.[1];
  const first = /^\p{L}+/u.exec(line)?.[0];
  return last !== undefined && first !== undefined && isFoodName(`${last} ${first}`);
}

/**
 * A row that ends with a note in brackets of words, no amount ("2 heads broccoli (cut into
 * florets)", "1 onion (peeled)"): the note ends the item, so on a narrow column a food after it
 * ("sesame seeds for garnish") is an item of its own even when the note ran to the edge. A
 * bracketed amount ("1 can (400g)" / "chopped tomatoes") is no such end.
 */
function endsWithNote(line: string): boolean {
  const note = /\(([^()]*)\)$/u.exec(line);
  return note !== null && /^\p{L}/u.test(note[1]!) && !/[\d½¼¾⅓⅔⅛]/u.test(note[1]!);
}

/**
 * A row that ends with a comma and how its food is prepared, nothing more ("1.5 red onions,
 * thinly sliced", "200g feta, crumbled", "1 large egg, beaten"): the preparation ends the item,
 * so on a column where most rows reach the edge the row under it is an item of its own
 * ("cucumber, diced" whose amount was lost, "a handful of mint leaves", "Canola oil, for
 * frying"), not the rest of this one.
 */
function endsWithPreparation(line: string): boolean {
  // After the last comma, by index: a pattern that anchored a run of letters and spaces after a
  // comma at the end of the row took seconds on a row of spaces (each start, each end).
  const comma = line.lastIndexOf(',');
  const tail = comma < 0 ? '' : line.slice(comma + 1);
  if (!/^[\p{L}\s-]+$/u.test(tail)) return false;
  const words = tail.toLowerCase().trim().split(/\s+/u);
  return (
    PREPARATION_WORDS.has(words.at(-1)!) &&
    words.every((word) => PREPARATION_WORDS.has(word) || PREPARATION_ADVERBS.has(word))
  );
}

/**
 * What may go on after a finished preparation on the item's next row: a word that joins more to
 * it ("and juiced", "into rings", "plus extra for greasing"), more preparation ("finely", "cut
 * into cubes"), a bracket, or one word alone.
 */
const PREPARATION_GOES_ON =
  /^(?:[(&+]|(?:and|or|plus|into|in|to|then|until|with|for|about|if|at|on|from|but|as|so)\b)/iu;
function preparationGoesOn(line: string): boolean {
  const first = /^\p{L}+/u.exec(line)?.[0]?.toLowerCase() ?? '';
  return (
    PREPARATION_GOES_ON.test(line) ||
    closesBracket(line) ||
    PREPARATION_WORDS.has(first) ||
    PREPARATION_ADVERBS.has(first) ||
    first === 'cut' ||
    !/\s/u.test(line.trim())
  );
}

/**
 * What may still follow a finished note on the item's next row: a word or two of preparation
 * ("divided", "finely chopped"), or a row that closes another bracket.
 */
function noteGoesOn(line: string): boolean {
  const words = line.toLowerCase().split(/\s+/u);
  return (
    closesBracket(line) ||
    words.every((word) => {
      const bare = word.replace(/[,.;:]$/u, '');
      return (
        PREPARATION_WORDS.has(bare) || PREPARATION_ADVERBS.has(bare) || /^(?:and|or)$/u.test(bare)
      );
    })
  );
}

/**
 * A row in lower case that names a food as it is prepared and nothing more ("sliced lemon",
 * "chopped fresh parsley", "finely grated parmesan"): an item whose amount the recipe does not
 * give. After a row that ended in a food's name ("0.5 tsp black pepper") it is an item of its
 * own, though its first word would not have fitted on that row: a wrap names what the row
 * before left unsaid, and that row had said its food.
 */
function preparedFoodRow(line: string): boolean {
  const words = line.replace(/[,.;:]$/u, '').split(/\s+/u);
  let at = 0;
  while (at < words.length && PREPARATION_ADVERBS.has(words[at]!)) at += 1;
  if (!/^\p{Ll}/u.test(words[at] ?? '') || !PREPARATION_WORDS.has(words[at]!)) return false;
  const food = words.slice(at + 1);
  if (food[0] === 'fresh') food.shift();
  // …or a food named by its maker's name, with a capital ("crushed Oreos", session 68).
  return (
    food.length > 0 &&
    food.length <= 2 &&
    (isFoodName(food.join(' ')) || food.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word)))
  );
}

/**
 * A prepared food with its note in a bracket after it, closed or still open at the row's edge
 * ("chopped basil (for" / "garnish)", "thinly sliced red onions (as much as desired)"): the row
 * before it finished its food, so this is an item of its own with no amount, as `preparedFoodRow`
 * without the note. A note alone ("(for garnish)") or a bare preparation has no food to name.
 */
function preparedFoodWithNote(line: string): boolean {
  const note = line.indexOf(' (');
  return note > 0 && preparedFoodRow(line.slice(0, note));
}

/** A word, then two or more words that start in lower case: the middle of a sentence. */
const SENTENCE_GOES_ON = /^\p{L}+(?:\s+[\p{Ll}][^\s]*){2,}$/u;

/**
 * A row that ends on words that bring in a kind or a brand by its name: "12 black olives, I
 * used" / "Kalamata", "1 bar dark chocolate, such as" / "Lindt", "(preferably" / "Cox"). The
 * capital at the next row's head is the name's, not a lower-case letter the engine misread.
 */
const NAME_FOLLOWS =
  /(?:\b(?:such as|like|preferably|e\.g\.|brand)|\bI (?:use|used|like|prefer|buy|bought))$/u;

/**
 * A row that ends in a name written in title case ("1 tbsp Unsweetened Cocoa", "1.5 Tablespoons
 * Chocolate"): its rest is in title case too ("Powder", "Chips"), so a capital there is one.
 */
const TITLE_CASE_END = /(?:^|\s)\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}[\p{Ll}'’-]+$/u;

/**
 * A row whose food's name, after its amount and a unit in lower case, is written in title case
 * ("1 tbsp Cream", "1/2 cup Marzetti"): a list that writes its names so writes their rest so too
 * ("Cheese", "Simply Balsamic Vinaigrette"), so a capital there is one.
 */
const TITLE_CASE_NAME_ROW = madeOnFirstUse(
  () =>
    /^[\d½¼¾⅓⅔⅛][\d\s/.,½¼¾⅓⅔⅛-]*(?:\p{Ll}+\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)*$/u,
);

/** A heading in sentence case: "Optional topping", "For serving" (a word, then up to three). */
const SENTENCE_CASE_HEADING = /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,3}:?$/u;

/** Words in title case and nothing else: "Extract", "Food Coloring". */
const TITLE_CASE_WORDS = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)*$/u;

/**
 * A row whose only amount is in brackets, starting in lower case or with the bracket: "cheese
 * (30g)", "chopped (about 6 cups))", "(approx. 500g)". An ingredient of its own starts with its
 * amount or its name, so on a photo this is the rest of a wrapped row.
 */
function amountOnlyInBrackets(line: string): boolean {
  return (
    /^[\p{Ll}(]/u.test(line) &&
    isIngredientLine(line) &&
    !isIngredientLine(line.replace(/\([^)]*\)?/gu, ''))
  );
}

/**
 * What the rest of a bulleted row looks like: it starts with a word (a row that is a whole
 * bracket, "(1 tbsp for frying)", stays an item), has no figure
 * outside brackets (an item's amount), and is no item that needs none ("Salt", "to taste", "a
 * handful of mint", "pinch of pepper": a unit first).
 */
const restOfBulletedRow = (line: string): boolean =>
  /^\p{L}{2}/u.test(line) &&
  !/[\d½¼¾⅓⅔⅛]/u.test(line.replace(/\([^)]*\)?/gu, '')) &&
  (closesBracket(line) ||
    (!ALWAYS_OWN.test(line) &&
      !/^(?:a|an|some)\s/iu.test(line) &&
      unitForWord(/^\p{L}+/u.exec(line)?.[0] ?? '') === undefined));

/**
 * A wrapped row's rest that opens on a word a seasoning or a liquid is named by alone, in lower
 * case, with how it is prepared after a comma ("1 jalapeño" / "pepper, seeds removed and finely
 * diced", "1 cup warm" / "water, divided"): an item of salt or pepper on its own says what it is
 * for ("to taste", "for serving"), and one whose bullet was lost keeps the list's capital.
 */
const PREPARED_OWN_WORD_REST = madeOnFirstUse(
  () => /^(?:salt|pepper|water|oil),\s+(?!(?:to|for|as|or|and|if|plus)\b)\p{Ll}{3,}/u,
);

/** The row ends with a note in brackets it opened and closed: "2 Thai chilis (minced)". */
const closedNoteEnd = (line: string): boolean =>
  /\)$/u.test(line.trim()) &&
  (line.match(/\(/gu)?.length ?? 0) > 0 &&
  (line.match(/\)/gu)?.length ?? 0) === (line.match(/\(/gu)?.length ?? 0);

/** The row closes more brackets than it opens: it ends a note opened on the row before. */
const closesBracket = (line: string): boolean =>
  (line.match(/\)/gu)?.length ?? 0) > (line.match(/\(/gu)?.length ?? 0);

/**
 * A wrapped row put back on the row before: after a bracket that ends the row with no space, and
 * with the bracket its rest closes opened at its start when the row before opened none (the
 * engine left "(" alone at the row's end, and cleaning took it: "1.5 tablespoon gochugaru (" /
 * "korean red pepper flakes)").
 */
function joinRows(before: string, rest: string): string {
  if (before.endsWith('(')) return `${before}${rest}`;
  const unit = unitWrappedUnderFigure(before, rest);
  if (unit !== null) return unit.rest === '' ? unit.row : joinRows(unit.row, unit.rest);
  const open = (before.match(/\(/gu)?.length ?? 0) > (before.match(/\)/gu)?.length ?? 0);
  return !open && closesBracket(rest) && !rest.startsWith('(')
    ? `${before} (${rest}`
    : `${before} ${rest}`;
}

/** A row opening on an amount's figure alone, its food after it with no figure or unit. */
const FIGURE_THEN_FOOD =
  /^((?:\d+\s+)?\d+\/\d+|\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔⅛⅜⅝⅞])?|[½¼¾⅓⅔⅛⅜⅝⅞])\s+(\p{L}[^\d½¼¾⅓⅔⅛⅜⅝⅞]*)$/u;
/** A wrapped row opening on a word (its unit, perhaps) and what follows it. */
const WORD_THEN_REST = /^(\p{L}{3,})\.?(?:\s+(.*))?$/u;

/**
 * An amount's unit wrapped under its figure in a narrow column of amounts beside the foods, the
 * rows read across ("2 garlic powder" / "tablespoons (optional)", an app's list): a row that
 * opens on a figure with no unit, its food named with no figure after it, over a row that opens
 * on a unit of weight or volume spelt out, is one item with the unit after the figure. A food is
 * not written before its own amount's unit, and a wrapped food's rest does not open on one.
 * The row as it would have read, and the wrapped row's rest; null when the rows are not so.
 */
function unitWrappedUnderFigure(
  before: string,
  rest: string,
): { row: string; rest: string } | null {
  const row = FIGURE_THEN_FOOD.exec(before.trim());
  const wrapped = WORD_THEN_REST.exec(rest.trim());
  if (!row || !wrapped) return null;
  const unit = unitForWord(wrapped[1]!);
  if (unit === undefined || (unit.dimension !== 'mass' && unit.dimension !== 'volume')) return null;
  const food = row[2]!.trim();
  const first = food.split(/\s+/u)[0]!.replace(/[.,]$/u, '');
  if (unitForWord(first) !== undefined) return null;
  return { row: `${row[1]} ${wrapped[1]} ${food}`, rest: wrapped[2]?.trim() ?? '' };
}

/**
 * A row whose last sentence opened after a full stop inside it and did not end ("Your favorite
 * BBQ Sauce. We love Meat"): the row ran to the column's edge mid-sentence, and its rest, in title
 * case though it is ("Mitch Whomp", a maker's name), heads no rows (session 73).
 */
const SENTENCE_LEFT_OPEN = /[.!?]\s+\p{Lu}[^.!?:;]*[\p{L}\d]$/u;
/** Every word of the row starts with a capital: a heading may look so ("Sauce", "Wet Ingredients"). */
const ALL_WORDS_CAPITAL = /^\p{Lu}\S*(?:\s+\p{Lu}\S*)*$/u;
/** A list counts as bulleted when at least this many of its rows started with a bullet… */
const MIN_BULLETED_ROWS = 3;
/** …and this share of them. */
const BULLETED_SHARE = 0.6;

/** …and a row with a bullet is an item of its own once this many rows before it had one. */
const MIN_OWN_BULLETS = 2;

/** A row that is only a bracket's start, left open by a wrap: "(1 to 1 1/2" (then "pounds)"). */
const OPEN_BRACKET_ROW = /^\([^()]*$/u;

class DraftBuilder {
  readonly groups: { title: string | null; items: string[] }[] = [{ title: null, items: [] }];
  readonly steps: string[] = [];
  readonly intro: Line[] = [];
  times: Partial<TextTimes> = {};
  numbered = false;
  openStep = false;
  /** Lines from a printed page (a photo): one ingredient a line, never a comma list. */
  printed = false;
  /** On a photo, the title read from its large type before the rows (`takeTitle`), if any. */
  title: string | null = null;
  /** Whether an ingredient heading or an inferred ingredient block was met. */
  hadIngredients = false;
  /** Rows that started an ingredient, and how many of them began with a checkbox mark. */
  itemRows = 0;
  boxedRows = 0;
  /** The rows that started an ingredient with no checkbox mark, as added. */
  readonly boxlessRows = new Set<string>();
  /** Rows that started an ingredient with a bullet of any kind (ROW_BULLET). */
  bulletedRows = 0;
  /** The same two counts in the current group only. */
  private groupItemRows = 0;
  private groupBulletedRows = 0;

  addTimes(times: Partial<TextTimes>): void {
    this.times = { ...times, ...this.times };
  }

  private get currentGroup() {
    return this.groups[this.groups.length - 1]!;
  }

  private lastIngredient(): { group: { items: string[] }; index: number } | null {
    const group = this.currentGroup;
    return group.items.length > 0 ? { group, index: group.items.length - 1 } : null;
  }

  /**
   * An offer wrapped before its price ("Win a stand mixer" / "worth £400", a web page's sidebar
   * beside the list): the row and its rest together are an offer with no amount (`OFFER_ROW`),
   * so the item they made is taken out again, as the offer on one row never went in (session 74).
   * Printed rows only.
   */
  private dropOffer(last: { group: { items: string[] }; index: number }): void {
    const item = last.group.items[last.index]!;
    if (!this.printed || !OFFER_ROW.test(item) || AMOUNT_FIRST.test(item)) return;
    last.group.items.splice(last.index, 1);
    this.itemRows -= 1;
    this.groupItemRows -= 1;
  }

  /** The group before an empty group just started, when its last row left a bracket open. */
  private openRowBefore(): { items: string[] } | null {
    const before = this.groups.length >= 2 ? this.groups[this.groups.length - 2]! : null;
    const row = before?.items[before.items.length - 1];
    return row !== undefined && bracketLeftOpen(row.trim()) ? before : null;
  }

  /**
   * A heading wrapped onto the next row of a narrow column ("For the" / "cucumber pickle", "For
   * the sautéed" / "potatoes"): on a photo, a row that carries on a group's heading (`runsOn`)
   * before the group has an item, with no amount, is the heading's rest when it starts in lower
   * case or the heading cannot end where it broke (on "the", "of", "and"…): a heading names a
   * part of the recipe, and a row of the list starts with its amount or its food's name.
   * Whether the row went on the heading.
   */
  headingGoesOn(line: string, capitalsRun = false, nextText?: string): boolean {
    const group = this.currentGroup;
    if (!this.printed || group.title === null || group.items.length > 0) return false;
    // The heading's last row may end on its colon ("For the" / "strawberry" / "sauce:"); after
    // the colon it is whole.
    if (this.headingClosed) return false;
    if (isIngredientLine(line) || !/^\p{L}[\p{L}\s&'’-]*:?$/u.test(line)) return false;
    // A heading read from small capitals goes on only in small capitals or capitals: a row in
    // lower case under it is its first food ("OrmioNAL ToppPINGs" / "whipped cream").
    if (readFromSmallCapitals(group.title) && !readFromSmallCapitals(line) && !inCapitals(line))
      return false;
    // …and a heading in capitals goes on to a row in capitals that ran on from it ("FOR THE" /
    // "CRUMBLE" / "TOPPING"): a list's row names its food after an amount.
    if (
      !/^\p{Ll}/u.test(line) &&
      !HEADING_BREAK.test(group.title) &&
      !capitalsRun &&
      !inCaseOfHeadingEnd(group.title, line, nextText, this.capitalsRest)
    )
      return false;
    // (A rest in capitals is put in the heading's case below; the next rest is read against it.)
    this.capitalsRest = CAPITALS_REST.test(line);
    this.headingClosed = line.endsWith(':');
    // A row in capitals joins a heading already put in sentence case as its words ("For the" /
    // "APPLE FILLING" → "For the apple filling").
    const rest = line.replace(/:$/u, '');
    const lower = /\p{Ll}/u.test(group.title) && !/\p{Ll}/u.test(rest);
    group.title = `${group.title} ${lower ? rest.toLowerCase() : rest}`;
    return true;
  }

  /** The current group's heading went on to a row that ended on its colon (headingGoesOn). */
  private headingClosed = false;

  /** The current group's heading went on to a row in capitals (headingGoesOn). */
  private capitalsRest = false;

  startGroup(title: string): void {
    this.headingClosed = false;
    this.capitalsRest = false;
    this.groupItemRows = 0;
    this.groupBulletedRows = 0;
    if (this.currentGroup.items.length === 0 && this.currentGroup.title === null) {
      this.currentGroup.title = title;
    } else {
      this.groups.push({ title, items: [] });
    }
    this.hadIngredients = true;
  }

  /** Whether most of the page's rows with an amount start with a bullet (see `walk`). */
  bulletedPage = false;

  /**
   * Whether most rows of the list so far, of its current group, or of the page's, started with a
   * bullet (three or more): on such a list a row with no bullet is the rest of the row before.
   * The group's own rows count apart, since a photo may lose every bullet of one column or part
   * of a list and read all of another's ("For the chicken:" with none, "For the salad:" with "o"
   * before each row).
   */
  private get bulletedList(): boolean {
    const most = (bulleted: number, rows: number) =>
      bulleted >= MIN_BULLETED_ROWS && bulleted >= BULLETED_SHARE * rows;
    return (
      this.bulletedPage ||
      most(this.bulletedRows, this.itemRows) ||
      most(this.groupBulletedRows, this.groupItemRows)
    );
  }

  /**
   * `runsOn`: the row before ran to the column's edge. `item`: the line had its own list number,
   * so it is an item of its own, never a wrap. `boxed`, `bulleted`: the row started with a
   * checkbox, a bullet; `beforeBullet`: the row after it does.
   */
  addIngredient(
    text: string,
    {
      runsOn = false,
      item = false,
      boxed = false,
      bulleted = false,
      beforeBullet = false,
      farBelow = false,
    }: {
      runsOn?: boolean;
      item?: boolean;
      boxed?: boolean;
      bulleted?: boolean;
      beforeBullet?: boolean;
      farBelow?: boolean;
    } = {},
  ): void {
    this.hadIngredients = true;
    const line = text.replace(/(?<!\b(?:tsp|tbsp|oz|lb|approx))\.+$/u, '').trim();
    // On a photo a row that opens with a "1" read as a letter and run into its food ("legg") is
    // an item of its own though it looks like a word in lower case (mended to "1 egg" later).
    // …and so is a row far below the last one with nothing between (`farBelow`, not `runsOn`):
    // the rest of a wrapped row is read straight under it ("2 Tbsp. toasted sesame seeds", then
    // the method's "to low and add the soy sauce," rows further down).
    const last =
      item || (this.printed && opensWithOneAsLetter(line)) || (farBelow && !runsOn)
        ? undefined
        : this.lastIngredient();
    // A row with a bullet of its own starts an item, once the list has shown that its rows
    // carry bullets: a wrap carries none ("- 2 heads broccoli (cut into florets)" / "- sesame
    // seeds", where the engine lost the bullets of other rows, so the list is not counted as
    // bulleted).
    const ownBullet = bulleted && (this.bulletedList || this.bulletedRows >= MIN_OWN_BULLETS);
    // A range broken at its hyphen goes on at the figure that ends it ("2-3 tbsp / 30-" / "45 ml
    // olive oil" → "30-45 ml"): no item ends with a hyphen after a figure.
    if (
      last &&
      this.printed &&
      !ownBullet &&
      /\d[-–]$/u.test(last.group.items[last.index]!) &&
      /^\d/u.test(line)
    ) {
      last.group.items[last.index] += line;
      return;
    }
    // A list that writes its foods' names in title case ("3 tbsp Butter", "1 tsp Salt") writes a
    // food's name on a wrapped row's rest so too ("4 breast fillet" / "Chicken breast").
    const titleCaseList =
      last !== null &&
      last !== undefined &&
      last.group.items.slice(0, last.index).some((item) => TITLE_CASE_NAME_ROW().test(item));
    const rest =
      last && runsOn && !ownBullet
        ? restOfRow(last.group.items[last.index]!, line, titleCaseList)
        : null;
    if (last && rest !== null) {
      last.group.items[last.index] = `${last.group.items[last.index]} ${rest}`;
      this.dropOffer(last);
      return;
    }
    // On a photo a group's heading may be read between a row and its rest beside it ("1 head
    // Romaine lettuce (," / "For the Marinade" / "chopped (about 6 cups))"): a row in lower case
    // that closes the bracket the last group's last row left open is that row's rest, as no
    // group starts with a bracket's end. A "heading" in lower case there is the note's middle
    // ("0.25 cup sugar (more" / "for tart" / "apples)"): a heading starts with a capital.
    const heldOpen = !item && !last && this.printed ? this.openRowBefore() : null;
    if (heldOpen && /^\p{Ll}/u.test(line) && closesBracket(line)) {
      const { title } = this.currentGroup;
      const middle = title !== null && /^\p{Ll}/u.test(title) ? ` ${title}` : '';
      if (middle) this.groups.pop();
      heldOpen.items[heldOpen.items.length - 1] += `${middle} ${line}`;
      return;
    }
    // A wrapped line goes on the one before: "1 x 400g tin chopped" / "tomatoes".
    // …and on a printed page a name in title case after an unfinished row ("3 Tablespoons
    // Plain Greek" / "Yogurt"; "1 pinch(es)" / "Table Salt"), but not after a bracket left
    // open: its rest is a note in lower case.
    const before = last?.group.items[last.index];
    // On a printed list a row that only opens a bracket and is cut off ("(1 to 1 1/2", its
    // "pounds)" on the row after) is the rest of the row before, not an ingredient of its own.
    if (last && this.printed && OPEN_BRACKET_ROW.test(line)) {
      last.group.items[last.index] = `${before} ${line}`;
      return;
    }
    // …and so is the measure that closes a note left open by a word that asks for it ("1 head
    // cauliflower (approx." / "500g)"), where the row before was not seen to run to the edge: an
    // item of its own does not start with the end of a bracket.
    if (
      last &&
      this.printed &&
      !item &&
      /^[\d½¼¾⅓⅔⅛][^()]*\)$/u.test(line) &&
      bracketLeftOpen(before!.trim()) &&
      NOTE_GOES_ON.test(before!)
    ) {
      last.group.items[last.index] = `${before} ${line}`;
      return;
    }
    // On a list whose rows start with bullets, a row with no bullet and no amount of its own is
    // the rest of the row before ("o 1/2 cup Marzetti Simply" / "Balsamic vinaigrette (Or a"),
    // unless it is a name that stands alone ("Salt") or may head the bulleted rows after it.
    // A row before that closed its note and stopped short of the column's edge (not `runsOn`:
    // "+ 2 Thai chilis (minced)" / "gspoon sesame seeds", the next row's bullet and amount lost)
    // has no rest.
    if (
      last &&
      this.printed &&
      !item &&
      !bulleted &&
      this.bulletedList &&
      !(!runsOn && closedNoteEnd(before!)) &&
      // …nor one that finished its food short of the edge, before a row that opens with a
      // capital ("2 tsp vanilla extract" / "Red and green food", a column whose bullets the
      // engine lost): a wrapped row's rest goes on in lower case or from the column's edge.
      !(!runsOn && /^\p{Lu}\p{Ll}/u.test(line) && finishedFood(before!.trim())) &&
      // …and one that opens on "pepper" or "salt" with how it is prepared, after a row that ran
      // to the column's edge (PREPARED_OWN_WORD_REST()): a seasoning alone says what it is for.
      (restOfBulletedRow(line) || (runsOn && PREPARED_OWN_WORD_REST().test(line))) &&
      !(
        beforeBullet &&
        ALL_WORDS_CAPITAL.test(line) &&
        !(runsOn && SENTENCE_LEFT_OPEN.test(before!))
      ) &&
      !servedOnItsOwn(before!, line) &&
      // A prepared food with its note after a row that finished its food ("1 tsp minced garlic"
      // / "chopped basil (for"): an item whose bullet was lost, as `wrapsOnPrinted` says.
      !(preparedFoodWithNote(line) && finishedFood(before!.trim()))
    ) {
      last.group.items[last.index] = joinRows(before!, line);
      return;
    }
    // …and a row with its own bullet on such a list is an item of its own ("* sesame seeds").
    if (
      last &&
      !ownBullet &&
      (!isIngredientLine(line) || (this.printed && amountOnlyInBrackets(line))) &&
      (/^[\p{Ll}(]/u.test(line)
        ? !this.printed || wrapsOnPrinted(before!, line)
        : this.printed &&
          TITLE_CASE_NAME.test(line) &&
          unfinished(before!.trim()) &&
          !bracketLeftOpen(before!.trim()))
    ) {
      last.group.items[last.index] = this.printed ? joinRows(before!, line) : `${before} ${line}`;
      this.dropOffer(last);
      return;
    }
    // A price with no amount is an offer among the rows, not a food ("Upgrade your kitchen: pans
    // from £19.99", an advertisement whose label was lost; "£1.20" alone).
    if (OFFER_ROW.test(line)) return;
    this.itemRows += 1;
    this.groupItemRows += 1;
    if (boxed) this.boxedRows += 1;
    else this.boxlessRows.add(line);
    if (bulleted) this.bulletedRows += 1;
    if (bulleted) this.groupBulletedRows += 1;
    this.currentGroup.items.push(...(this.printed ? [line] : splitInlineIngredients(line)));
  }

  /**
   * `carries`: on a photo, the row is the rest of the row before (it ran to the column's edge,
   * TextLine `runsOn`), whatever blank line or capital comes between.
   */
  addStepLine(line: string, inMethod: boolean, carries = false): void {
    const marker = stepMarker(line, inMethod);
    const previous = this.steps.length - 1;
    if (!marker && carries && previous >= 0) {
      this.steps[previous] = `${this.steps[previous]} ${line}`;
      this.openStep = true;
      return;
    }
    if (marker) {
      this.numbered = true;
      const text = line.slice(marker.length).trim();
      if (text) this.steps.push(text);
      this.openStep = text !== '';
      return;
    }
    const last = this.steps.length - 1;
    const wraps =
      this.openStep &&
      last >= 0 &&
      (this.numbered || !SENTENCE_END.test(this.steps[last]!) || /^\p{Ll}/u.test(line));
    if (wraps) this.steps[last] = `${this.steps[last]} ${line}`;
    else this.steps.push(line);
    this.openStep = true;
  }

  /** A blank line ends an unnumbered step. */
  breakStep(): void {
    if (!this.numbered) this.openStep = false;
  }
}

/**
 * A row that opens a bracket run into its amount and never closes it: "(1 tablespoon light brown
 * sugar". Inside a column it may be a note's start cut off by a wrap ("(1 to 1 1/2" / "pounds)");
 * see `boxAtColumnHead`.
 */
const BRACKET_BEFORE_AMOUNT = /^\((?=[1-9½¼¾⅓⅔⅛])[^()]*$/u;

/**
 * A checkbox read as "(" run into the amount at the head of a photo's column: the first row of a
 * column read after rows of the other column (or after a line across the page) carries on no row
 * before it (a wrapped note stays in its column), so a bracket that opens its amount and is never
 * closed is the box's left side ("0 1 tablespoon kosher salt" under it). The row without it, or
 * null.
 */
function boxAtColumnHead(raw: string, column: 0 | 1 | undefined, before: 0 | 1 | null | undefined) {
  const row = raw.trim();
  if (column === undefined || before === undefined || before === column) return null;
  return BRACKET_BEFORE_AMOUNT.test(row) ? row.slice(1) : null;
}

/**
 * A word of a recipe plugin's controls: its unit systems, and its scale's buttons ("2x"). The
 * toggle's box edge may be read as one or two strokes run into its "US" ("LLUS Customary |
 * Metric", "IUS"; session 79): no other word of the controls ends so.
 */
const CONTROL_WORD = /^(?:[LlI]{0,2}us|customary|metric|imperial|[1-4½][x×¢])$/iu;
/** A word that names a unit system (the toggle), or a scale's button. */
const SYSTEM_WORD = /^(?:customary|metric|imperial)$/iu;
const SCALE_BUTTON = /^[1-4½][x×¢]$/iu;

/**
 * A recipe plugin's controls, printed over its list (session 56): the unit system's toggle ("US
 * Customary | Metric") and the scale's buttons ("1x 2x 3x"), drawn in boxes the engine reads as
 * bars and brackets ("[US Customary | Metric", "1x | 2x If 3x", "[1x][2¢]["). Every word is one
 * of theirs or a short mark that holds no figure, with a unit system named or two buttons. No
 * ingredient is only these words ("2 x 400g tins" has its weight and its tins).
 */
export function isPluginControls(row: string): boolean {
  const words = row.split(/[\s|[\](){}]+/u).filter((word) => word !== '');
  const controls = words.filter((word) => CONTROL_WORD.test(word));
  return (
    controls.length >= 2 &&
    (words.some((word) => SYSTEM_WORD.test(word)) ||
      words.filter((word) => SCALE_BUTTON.test(word)).length >= 2) &&
    words.every((word) => CONTROL_WORD.test(word) || (word.length <= 2 && !/\d/u.test(word)))
  );
}

/** Lines of the text, cleaned, with OCR debris dropped and blank lines kept as separators. */
function readLines(text: string, rows: readonly TextLine[] = []): Line[] {
  const lines: Line[] = [];
  let lastRow = -1;
  /** The column of the last row read that was not blank (null: across the page). */
  let lastColumn: 0 | 1 | null | undefined;
  /** Whether the last row read that was not blank was a plugin's controls. */
  let afterControls = false;
  /** The last row kept that was not blank (a photo's; debris is no row). */
  let above: TextLine | undefined;
  /**
   * On a photo a lone figure and a closing bracket ("3)") that ran on from a row whose note is
   * still open ("(can also use walnuts or almonds or a mixture of all") is the note's end, not
   * debris: a list's number stands before its row's words, not after a bracket was opened.
   */
  const closesNoteLeftOpen = (cleaned: string, runsOn: boolean): boolean => {
    if (!runsOn || !/^\d{1,3}\)$/u.test(cleaned.trim())) return false;
    // The row it ran on from, with the rows that row ran on from (the note may open higher up).
    const run: string[] = [];
    for (let back = lines.length - 1; back >= 0; back -= 1) {
      const line = lines[back]!;
      if (line.blank) continue;
      run.unshift(line.text);
      if (line.runsOn !== true) break;
    }
    return run.length > 0 && bracketLeftOpen(run.join(' ').trim());
  };
  for (const { text: read, row } of splitRows(text)) {
    const mended = rows.length > 0 ? mendBraces(read) : read;
    const column = rows[row]?.column;
    const unboxed = boxAtColumnHead(mended, column, lastColumn);
    const raw = unboxed ?? mended;
    if (mended.trim() !== '') lastColumn = rows.length > 0 ? (column ?? null) : undefined;
    const cleaned = cleanLine(raw);
    const first = row !== lastRow;
    lastRow = row;
    // A plugin's controls on a photographed page are no row of the recipe; nor is the unit
    // toggle's other half read as a row of its own after them ("us Customary" / "Metric").
    const controls: boolean =
      rows.length > 0 &&
      raw.trim() !== '' &&
      (isPluginControls(raw) || (afterControls && SYSTEM_WORD.test(cleaned.trim())));
    if (raw.trim() !== '') afterControls = controls;
    const box = rows[row];
    const farBelow =
      first &&
      raw.trim() !== '' &&
      box !== undefined &&
      above !== undefined &&
      box.column === above.column &&
      box.top - (above.top + above.height) > FAR_BELOW * Math.max(box.height, above.height);
    if (raw.trim() === '') lines.push({ text: '', head: '', blank: true });
    // A bullet read on a row of its own ("Oo") is no row: the engine may read it before or
    // after its item's row, so it says nothing of either.
    else if (
      cleaned !== '' &&
      (!isNoiseLine(cleaned) || closesNoteLeftOpen(cleaned, first && rows[row]?.runsOn === true)) &&
      !BULLET_ONLY.test(raw.trim()) &&
      !controls
    ) {
      if (first) above = box;
      lines.push({
        text: cleaned,
        head: lineHead(raw, rows.length > 0),
        blank: false,
        marked: LOST_STEP_MARKER.test(raw),
        runsOn: first && rows[row]?.runsOn === true,
        boxed: unboxed !== null || BOX_MARK.test(raw.trim()),
        bulleted: ROW_BULLET.test(raw.trim()),
        ...(rows[row]?.column !== undefined ? { column: rows[row].column } : {}),
        ...(farBelow ? { farBelow } : {}),
      });
    }
  }
  return lines;
}

/**
 * A part of a dish made on its own, the last word of a short heading ("Dough", "Blueberry
 * Filling", "Egg Wash", "Crumb Topping", a cake's layers under "Cake" or "Sponge"); not "sauce"
 * or "dressing", which a bought food's name ends with as often.
 */
const PART_HEADING = madeOnFirstUse(
  () =>
    /^(?:[\p{L}'’-]+\s+){0,3}(?:dough|pastry|filling|toppings?|crust|frosting|icing|glaze|wash|batter|streusel|ganache|marinade|garnish|assembly|cakes?|sponge)$/iu,
);

/** A row of one or two words, each opening on a capital ("Chocolate", "Cream Cheese"). */
const ONE_OR_TWO_TITLE_WORDS = /^\p{Lu}[\p{Ll}'’-]*(?:\s+\p{Lu}[\p{Ll}'’-]*)?$/u;
/** A heading wrapped one word a row goes on to this many rows at most. */
const WRAPPED_HEADING_RESTS = 3;

/**
 * A sauce or a dressing made for the dish, the last word of a heading ("Garlic Cream Sauce",
 * "Lemon Tahini Dressing"): a heading only where the words name no food that is bought so ("Soy
 * Sauce", "Caesar Dressing", `isFoodName`).
 */
const MADE_SAUCE_HEADING = /^(?:[\p{L}'’&-]+\s+){1,3}(?:sauce|dressing)$/iu;

/**
 * A part of the dish as `PART_HEADING()` or `MADE_SAUCE_HEADING` says, in sentence case
 * ("Pumpkin & lentil filling"), alone after a gap in the list: an item's name in lower case
 * runs on from an amount; a heading stands off from the rows before it.
 */
const SENTENCE_CASE_PART = /^\p{Lu}[\p{Ll}'’-]*(?:\s+(?:[\p{Ll}'’-]+|&))+$/u;

/** "for dusting", "for serving": in lower case, with no "the" and no colon. */
const FOR_USE = /^for (?!the\b)[^:]*$/u;
/**
 * The row without the comma or semicolon that ends it, where a heading has its colon; a full stop
 * only after "For …" (the colon's upper dot lost: "For the filling."), a heading's words no item
 * starts with. Null when the row ends on none. Read from the row's ends, in linear time (a
 * look-behind to the row's start, tried at every full stop's place, took seconds on a long row).
 */
function withoutColonRead(line: string): string | null {
  if (/[,;]$/u.test(line)) return line.slice(0, -1).trimEnd();
  if (line.endsWith('.') && /^For\s/iu.test(line)) return line.slice(0, -1);
  return null;
}

/** A printed heading that starts in lower case with a word other than "for" (see below). */
const LOWER_FRAGMENT = /^(?!for\b)\p{Ll}/u;

/**
 * A group heading (`readGroupTitle`), except that on a photo a row in lower case saying what a
 * food is for, on a row that carries on the row before ("250 g plain flour, plus extra" / "for
 * dusting"), is that row's rest.
 */
function groupTitle(
  line: string,
  runsOn: boolean,
  printed: boolean,
  next?: string,
  afterGap = false,
): string | null {
  if (printed && runsOn && FOR_USE.test(line)) return null;
  const read = readGroupTitle(line);
  const title = read !== null && printed && LOWER_FRAGMENT.test(line.trim()) ? null : read;
  const part = line.trim();
  const madeSauce = MADE_SAUCE_HEADING.test(part) && !isFoodName(part);
  // A part of the dish named in title case with no colon, over a row with an amount ("Dough",
  // "Blueberry Filling", "Egg Wash" on a list whose items are in title case too): a heading (in
  // capitals or small capitals it is `capitalsTitleOver`'s). One word alone that runs on may be
  // a wrapped row's rest ("2 cups Cherry Pie" / "Filling").
  if (
    title === null &&
    printed &&
    (!runsOn || /\s/u.test(line.trim())) &&
    (PART_HEADING().test(part) || madeSauce) &&
    line
      .trim()
      .split(/\s+/u)
      .every((word) => /^\p{Lu}[\p{Ll}'’-]*$/u.test(word)) &&
    next !== undefined &&
    isAmountRow(next)
  ) {
    const heading = bareGroupTitle(part);
    if (heading !== null) return heading;
  }
  if (
    title === null &&
    printed &&
    afterGap &&
    !runsOn &&
    SENTENCE_CASE_PART.test(part) &&
    (PART_HEADING().test(part.replace(/\s&(?=\s)/gu, '')) || madeSauce) &&
    !isFoodName(part) &&
    next !== undefined &&
    isAmountRow(next)
  )
    return part;
  const bare = title === null && printed ? withoutColonRead(line) : null;
  if (bare === null) return title;
  // On a photo a heading's colon may be read as a comma or a semicolon, its upper dot lost or
  // run into the lower ("For the Crumb Topping,", "Blueberry Filling,"): a heading in capitals
  // or title case over a row with an amount. A wrapped row's part that ends in a comma goes on
  // into words ("Kosher Salt," / "to taste"), not into the next item.
  if (!/^\p{Lu}/u.test(line) || next === undefined || !isAmountRow(next)) return null;
  return /^For\s/iu.test(bare) ? readGroupTitle(bare) : bareGroupTitle(bare);
}

/**
 * On a photo, a heading in title case naming a sub-recipe over the one row it makes, that row
 * being the heading's last words ("Homemade Tzatziki Sauce" / "Tzatziki Sauce", "Quick Pickled
 * Onions" / "Pickled Onions"): the heading has no colon, and the list's rows are in title case,
 * so only the repeat tells it. A list's item is not followed by its own tail as a row, so the
 * heading is one though the row before ran to the column's edge (a long item before it,
 * "3 tablespoons extra-virgin olive oil"; session 70, photos76).
 */
function subRecipeTitleOver(line: string, next: string | undefined): string | null {
  if (next === undefined || !/\p{L}{3}/u.test(next)) return null;
  const words = line.trim().toLowerCase().split(/\s+/u);
  const tail = next.trim().toLowerCase().split(/\s+/u);
  if (tail.length >= words.length) return null;
  if (words.slice(-tail.length).join(' ') !== tail.join(' ')) return null;
  return bareGroupTitle(line);
}

/** The title's words after its last "with", "and" or "&": a part made for the dish, 2-5 words. */
const TITLE_PART = /\s(?:with|and|&)\s+(\p{L}+(?:\s+\p{L}+){1,4})$/iu;

/**
 * On a photo, a row of words alone that says the title's last words again, a letter or two
 * misread and its last word perhaps cut short ("Wxippep Hot Honey B" under "Cheddar Jalapeño
 * Cornbread with Whipped Hot Honey Butter"), over a row with an amount: the heading of the part
 * the title names, spelt as the title spells it (session 74, photos91). Two of its words must
 * read right and each other within a third of its letters; a bought food's name ("Tacos with
 * Black Beans" over a row "Black beans") is an item.
 */
function titlesPartHeading(
  line: string,
  title: string | null,
  next: string | undefined,
): string | null {
  if (title === null || next === undefined || !isIngredientLine(next, true)) return null;
  const part = TITLE_PART.exec(title.trim())?.[1];
  if (part === undefined || isFoodName(part)) return null;
  const named = part.toLowerCase().split(/\s+/u);
  const read = line.trim().toLowerCase().split(/\s+/u);
  if (read.length !== named.length || !read.every((word) => /^\p{L}+$/u.test(word))) return null;
  let right = 0;
  for (const [at, word] of read.entries()) {
    const whole = named[at]!;
    if (word === whole) right += 1;
    else if (at === read.length - 1 && whole.startsWith(word)) continue;
    else if (editDistance(word, whole) > Math.floor(whole.length / 3)) return null;
  }
  return right >= 2 ? part : null;
}

/**
 * A row of two or three capitals and nothing else ("SRA", "MSG"), or two letters of any case
 * ("tk", "Se": a speck or a list's mark read as letters).
 */
const SHORT_ROW = /^(?:\p{Lu}{2,3}|\p{L}{2})$/u;

/** A figure with one or two letters run into it, alone on a row ("2s", "3a"; "4oz" is a unit). */
const NUMBER_SPECK = /^\d{1,2}(\p{L}{1,2})$/u;

/** A numbered list's item with an amount: "1. 125g butter", "2) ½ tsp salt". */
const NUMBERED_AMOUNT = /^\d{1,2}[.)]\s*[\d½¼¾⅓⅔⅛]/u;
/**
 * A list's number run into its amount, its full stop read or its space lost: "10.200g couscous",
 * "7.1 1/2 tbsp", "9, 6 jumbo hearts" (the number, then its mark).
 */
const GLUED_LIST_NUMBER = /^(\d{1,2})(?:\.(?=\d)|,\s+(?=[\d½¼¾⅓⅔⅛]))/u;
/** A decimal amount before its unit or food: "2.5 teaspoons", "0.75 cup" (not "7.1 1/2 tbsp"). */
const DECIMAL_AMOUNT = /^\d{1,2}\.\d{1,2}\s+\p{L}/u;
/** A list number whose dot was lost, before a weight or a decimal amount: "1 250g", "7 0.5 tsp". */
const BARE_LIST_NUMBER = /^\d{1,2}\s+(?=\d+(?:[.,]\d+)?\s*(?:g|kg|ml|l|oz|lb)\b|\d+[.,]\d+\s)/u;
/**
 * …and before a whole count and a word: "2 1 green onion", "3 2 garlic cloves" (no amount is
 * written as two whole counts in a row; "2 1/2 cups" and "2 1-inch pieces" are not so).
 */
const TWO_COUNTS = /^\d{1,2}\s+(?=[1-9]\d?\s+\p{L})/u;

/**
 * A heading in capitals with a speck read as a short word before it ("Wer INGREDIENTS": an
 * icon printed before the heading): a word of one to three letters that is no known word. Inside
 * a list already open (`listOpen`), a word before the list's heading is no speck but the name of
 * a part ("WET INGREDIENTS" under "Ingredients"): the list opens once, so the row is its group's
 * heading, as it is when pasted.
 */
function speckedHeading(line: string, listOpen: boolean): ReturnType<typeof readHeading> {
  const match = /^(\S{1,3})\s+(\p{Lu}{4,}(?:\s+\p{Lu}{2,}){0,2}:?)$/u.exec(line.trim());
  if (!match || isKnownWord(match[1]!)) return null;
  const heading = readHeading(match[2]!);
  if (!heading || heading.rest !== '') return null;
  return listOpen && heading.section === 'ingredients' ? null : heading;
}

/** The one-word headings a photo's heading may be misread from, and the section each opens. */
const MISREAD_HEADINGS: [string, Section][] = [
  ['ingredients', 'ingredients'],
  ['method', 'method'],
  ['instructions', 'method'],
  ['directions', 'method'],
  ['preparation', 'method'],
];

/** A heading word this long or longer may have two letters misread, a shorter one only one. */
const TWO_MISREAD_LETTERS = 10;

/**
 * A heading of one word with one letter misread, alone on its row (session 70, photos74):
 * "Nethod:" (a list's "M" read "N"), "Ingredlents", "lnstructions". No word of six letters or
 * more is one letter from these but their own forms, so a row that is no known word and differs
 * from one of them in one letter, in place, is that heading; the method read as items under a
 * lost heading is the cost otherwise. A heading of ten letters or more may have two misread
 * (session 76, photos76k: "Togredients", its "In" read "To"): at ten letters two misread still
 * leave eight in place, and a word alone on a row that is no known word is no food or step.
 */
function misreadHeading(line: string): ReturnType<typeof readHeading> {
  const match = /^(\p{L}{6,12})\s*:?$/u.exec(line.trim());
  if (!match || isKnownWord(match[1]!)) return null;
  const word = match[1]!.toLowerCase();
  const found = MISREAD_HEADINGS.filter(([heading]) => {
    if (heading.length !== word.length) return false;
    const misread = [...heading].filter((letter, at) => letter !== word[at]).length;
    return misread >= 1 && misread <= (heading.length >= TWO_MISREAD_LETTERS ? 2 : 1);
  });
  return found.length === 1 ? { section: found[0]![1], rest: '' } : null;
}

function walk(lines: Line[], builder: DraftBuilder): void {
  let section: Section | 'intro' = 'intro';
  /** The number of the ingredient list's last item, while the list is numbered. */
  let listNumber: number | null = null;
  /** Whether the page has a numbered ingredient list ("1. 125g butter"). */
  const numberedList = lines.some((line) => NUMBERED_AMOUNT.test(line.text));
  /**
   * Whether a row with no number came after the list's last number on a photo: a number the
   * engine lost ("1. 125g butter", "100g light brown sugar" for "2. …", "3. legg").
   */
  let unnumbered = false;
  /** The list's count of items when its last number was read. */
  let itemsAtNumber = 0;
  /**
   * Whether the next row is the first under the Ingredients heading. A row numbered 1 there is
   * the list's first item, whatever its words ("1) Baby Back Ribs"), when the method's heading
   * comes later: steps are not numbered under the list's heading.
   */
  let listOpens = false;
  /** The index of the row being read. */
  let at = 0;
  /**
   * A bare number read at a row's head (TWO_COUNTS), when the list's next numbered row has a
   * larger number: "2 1 green onion" before "5. 1 tablespoon honey" ("4 2 cups stock" before
   * "1. 1 onion" is no list's number).
   */
  const countsBefore = (bare: string | undefined): string | undefined => {
    if (bare === undefined) return undefined;
    const later = lines.slice(at + 1).find((row) => NUMBERED_AMOUNT.test(row.text));
    return later && Number(/^\d+/u.exec(later.text)![0]) > Number(bare.trim()) ? bare : undefined;
  };
  /** The text of the last row before the one being read that is not blank. */
  const rowBefore = (): string => {
    let back = at - 1;
    while (back >= 0 && lines[back]!.blank) back -= 1;
    return back >= 0 ? lines[back]!.text : '';
  };
  /** The rows a heading wrapped one word or two a row went on to, read with its first. */
  const headingRests = new Set<number>();
  /**
   * On a photo, a heading of a part in title case wrapped a word or two a row in a narrow column
   * ("Chocolate" / "Ganache" / "Frosting" over "0 0.5 cup dark"): its first row and the rows that
   * ran on from it, none with an amount, read whole as a part's heading ("Cake", "Frosting") over
   * a row with an amount. Its rest rows are noted in `headingRests`.
   */
  const wrappedPartHeading = (index: number): string | null => {
    const words = [lines[index]!.text.trim()];
    const rests: number[] = [];
    let after = index + 1;
    for (; after < lines.length; after += 1) {
      const row = lines[after]!;
      if (row.blank) continue;
      if (row.runsOn !== true || rests.length === WRAPPED_HEADING_RESTS) break;
      if (!ONE_OR_TWO_TITLE_WORDS.test(row.text.trim()) || isIngredientLine(row.text)) break;
      words.push(row.text.trim());
      rests.push(after);
    }
    while (after < lines.length && lines[after]!.blank) after += 1;
    const joined = words.join(' ');
    if (
      rests.length === 0 ||
      !ONE_OR_TWO_TITLE_WORDS.test(words[0]!) ||
      isIngredientLine(words[0]!) ||
      !(PART_HEADING().test(joined) || (MADE_SAUCE_HEADING.test(joined) && !isFoodName(joined))) ||
      after >= lines.length ||
      !isIngredientLine(lines[after]!.text, true)
    )
      return null;
    for (const rest of rests) headingRests.add(rest);
    return joined;
  };
  /** Reads one row in the section it is in; `next`: the next row that is not blank. */
  const handle = (row: Line, next?: Line) => {
    const {
      text: line,
      head,
      marked = false,
      runsOn = false,
      boxed = false,
      bulleted = false,
      column,
      farBelow = false,
    } = row;
    const beforeBox = next?.boxed === true;
    /** The number the next row starts with, as a list's or a step's ("8." → 8). */
    const nextMarker = next ? stepMarker(next.text, false) : null;
    const nextNumber = nextMarker ? Number(/\d+/u.exec(nextMarker)?.[0]) : NaN;
    const beforeBullet = next?.bulleted === true;
    const nextText = next?.text;
    if ((section !== 'method' || TIMES_LABEL.test(line)) && isTimesLine(line)) {
      builder.addTimes(readTimes(line).times);
      return;
    }
    if (section === 'intro') {
      builder.addTimes(readTimes(line).times);
      builder.intro.push({
        text: line,
        head,
        blank: false,
        runsOn,
        ...(column !== undefined ? { column } : {}),
      });
    } else if (section === 'ingredients') {
      // On a photo two or three capitals alone on a row inside the list that make no known word
      // ("SRA", a smudge read as letters) are no heading and no item: a heading names a part of
      // the recipe in words ("DIP", "RUB"), and an item its food ("MSG", "EGG").
      // …and so are two letters alone ("tk", "Se": a list number, a bullet or a speck read as
      // letters; no food or heading is two letters).
      if (builder.printed && SHORT_ROW.test(line) && !isKnownWord(line)) return;
      // …and so is a numbered list's number alone on its row, misread ("Is)" for "5.", the row
      // turned on the photo and its item read as a row of its own): no item is two letters and
      // a bracket (session 71).
      if (builder.printed && numberedList && /^[\p{L}\d]{1,2}[.)]$/u.test(line.trim())) return;
      // …and a sentence's middle in lower case far below the list (`farBelow`), longer than a
      // list's row with no amount, is the method's, its heading and its start cut off or lost
      // ("to low and add the Soy sauce,"): no item starts so.
      if (
        builder.printed &&
        farBelow &&
        !runsOn &&
        /^\p{Ll}/u.test(line) &&
        line.split(/\s+/u).length > LIST_ROW_WORDS &&
        !isIngredientLine(line)
      ) {
        section = 'method';
        builder.addStepLine(line, true);
        return;
      }
      // …and so is a figure with a letter or two run into it that are no unit ("2s": a list's
      // number read with a speck, on a row of its own above its item): an item names its food.
      const speck = NUMBER_SPECK.exec(line);
      if (builder.printed && speck && unitForWord(speck[1]!) === undefined) return;
      // On a list whose rows start with checkboxes, a row in title case with no box and no
      // amount, before a boxed row, heads a group ("Cream Cheese Frosting", "Pumpkin Bars"): a
      // row of its own is boxed, and the rest of a wrapped row comes after one.
      const group =
        (builder.printed && !runsOn ? wrappedPartHeading(at) : null) ??
        (builder.printed && !runsOn ? titlesPartHeading(line, builder.title, nextText) : null) ??
        groupTitle(line, runsOn, builder.printed, nextText, at > 0 && lines[at - 1]!.blank) ??
        (builder.printed && beforeBox && !boxed && !runsOn && boxedList
          ? bareGroupTitle(line)
          : null) ??
        // …and so does one with no bullet before a bulleted row, on a list of bulleted rows.
        (builder.printed && beforeBullet && !bulleted && !runsOn && bulletedPage
          ? bareGroupTitle(line)
          : null) ??
        // …and one with no number before a numbered row, after a numbered row or first under
        // the list's heading, on a numbered list ("10) 2 tablespoons sugar", "Homemade Whipped
        // Cream", "11) 2 cups cream"; "Ingredients", "Ice Cream", "1. 1 tbsp Cream").
        (builder.printed &&
        numberedList &&
        // (A row first under the heading runs on from no item: the heading is wide.)
        (listNumber !== null ? !runsOn : listOpens) &&
        stepMarker(line, false) === null &&
        nextText !== undefined &&
        NUMBERED_AMOUNT.test(nextText)
          ? bareGroupTitle(line)
          : null) ??
        // …and one in sentence case between two rows the list numbers one after the other
        // ("7. salt and pepper to taste", "Optional topping", "8. ¼ cup panko"): the count goes
        // on past it, so it is no item whose number was lost, and it did not run on.
        (builder.printed &&
        numberedList &&
        listNumber !== null &&
        !runsOn &&
        stepMarker(line, false) === null &&
        nextNumber === listNumber + 1 &&
        SENTENCE_CASE_HEADING.test(line) &&
        !isIngredientLine(line)
          ? line.trim().replace(/:$/u, '')
          : null) ??
        (builder.printed ? capitalsTitleOver(line, nextText) : null) ??
        (builder.printed ? subRecipeTitleOver(line, nextText) : null);
      let marker = stepMarker(line, false);
      const number = marker ? Number(/\d+/u.exec(marker)?.[0]) : NaN;
      // A numbered ingredient list's next number ("3." after "2.") is its next item, whatever
      // the words after it ("3. legg", a misread "1 egg"); steps start again at 1. On a photo a
      // list number whose dot was lost ("6 1/3 cup raisins" after "5.", "2 one half teaspoon
      // salt" after "1.": an amount in words) is still its number.
      const next = listNumber !== null ? String(listNumber + 1) : null;
      const lostDot =
        builder.printed && !marker && next !== null && line.startsWith(`${next} `)
          ? /^\d+\s+(?=[\d½¼¾⅓⅔⅛]|(?:one|two|three|four|half|a quarter)\b)/iu.exec(line)?.[0]
          : undefined;
      // …and so is a bare number before a weight or a decimal amount in a numbered list ("1
      // 250g puy lentils", "7 0.5 tsp mustard"): no amount is written "1 250g".
      const bareNumber =
        builder.printed && !marker && numberedList
          ? (BARE_LIST_NUMBER.exec(line)?.[0] ?? countsBefore(TWO_COUNTS.exec(line)?.[0]))
          : undefined;
      // …and so is the number that comes next run into the amount ("7.1 1/2 tbsp" after "6.";
      // "10.200g couscous" after "1." and eight rows whose numbers the engine lost): the list
      // counts its rows, and no amount is written "7.1 1/2" or "10.200g".
      const glued =
        builder.printed && !marker && listNumber !== null ? GLUED_LIST_NUMBER.exec(line) : null;
      const gluedNumber = glued ? Number(glued[1]) : NaN;
      // A decimal amount ("2.5 teaspoons honey") is a glued number only where the count says
      // exactly that number comes: "2.5" on the third row after "1)" is two and a half.
      const counted = listNumber! + builder.itemRows - itemsAtNumber + 1;
      const inCount = DECIMAL_AMOUNT.test(line)
        ? gluedNumber === counted
        : gluedNumber > listNumber! && gluedNumber <= counted;
      // …and so is a bare number before an amount, where the list has no count yet, when the
      // next row carries the number after it ("2 1 head cauliflower" before "3. 6 cloves garlic").
      const lostBeforeNext =
        builder.printed && !marker && numberedList && listNumber === null
          ? /^(\d{1,2})\s+(?=[\d½¼¾⅓⅔⅛])/u.exec(line)
          : null;
      const beforeNext =
        lostBeforeNext && Number(lostBeforeNext[1]) + 1 === nextNumber
          ? lostBeforeNext[0]
          : undefined;
      // …and so is a bare "1" before a whole count and a food on the list's first row, when the
      // next row opens on a "2" the same way or with its dot ("1 2 slices of bread" / "2 1 ripe
      // avocados" / "3. everything bagel seasoning": a list numbered in small print whose dots
      // were lost). No amount is written as two whole counts in a row; a weight or a volume after
      // the second ("1 2 lb bag") is left.
      const firstNumber =
        builder.printed &&
        !marker &&
        listOpens &&
        listNumber === null &&
        nextText !== undefined &&
        /^2(?:[.)]\s*|\s+)(?=[\d½¼¾⅓⅔⅛])/u.test(nextText)
          ? oneBeforeCount(line)
          : undefined;
      // …and so is the number that comes next run into a count of one figure, its dot and space
      // lost, between the numbers before and after it: "32 celery ribs" after "2." and before
      // "4." is "3. 2 celery ribs" (a count of 32 sits in no list numbered on both sides of it so;
      // a weight's or a volume's figures, "35 g", are left).
      const runInto =
        builder.printed && !marker && next !== null && nextNumber === listNumber! + 2
          ? new RegExp(String.raw`^${next}(?=[1-9]\s+(?!(?:g|kg|mg|ml|l|oz|lb)\b)\p{L})`, 'u').exec(
              line,
            )?.[0]
          : undefined;
      // …and, on a list numbered from its first row with every row's number read so far (three
      // or more), the next number and a space before a food in lower case ("4 desired toppings"
      // after "3. everything bagel seasoning"): its dot was lost as the rows' before were.
      const lostDotBeforeWord =
        builder.printed &&
        !marker &&
        !lostDot &&
        next !== null &&
        listNumber! >= 3 &&
        listNumber === itemsAtNumber &&
        listNumber === builder.itemRows &&
        !unnumbered
          ? new RegExp(
              String.raw`^${next}\s+(?=(?!(?:g|kg|mg|ml|l|oz|lb|lbs|x)\b)\p{Ll})`,
              'u',
            ).exec(line)?.[0]
          : undefined;
      if (lostDot) marker = lostDot;
      else if (lostDotBeforeWord) marker = lostDotBeforeWord;
      else if (runInto) marker = runInto;
      else if (beforeNext) marker = beforeNext;
      else if (firstNumber) marker = firstNumber;
      else if (bareNumber) marker = bareNumber;
      else if (glued && inCount) marker = glued[0];
      const continues =
        lostDot !== undefined ||
        lostDotBeforeWord !== undefined ||
        runInto !== undefined ||
        beforeNext !== undefined ||
        firstNumber !== undefined ||
        bareNumber !== undefined ||
        (glued !== null && inCount) ||
        (next !== null && number === listNumber! + 1) ||
        (unnumbered && number === listNumber! + 2);
      // A row that ends on a colon, carrying on a heading, is its last row, not a heading of its
      // own ("For the" / "strawberry" / "sauce:").
      if (runsOn && !marker && /:$/u.test(line) && builder.headingGoesOn(line)) return;
      // A heading wrapped over the rows of a narrow column whose rest reads as a heading of its
      // own ("FOR THE" / "APPLE FILLING"; "FOR THE" / "CRUMBLE" / "TOPPING"), before the group
      // has an item: the rest goes on the heading when the heading broke where it cannot end
      // (on "the"), or when both rows are in capitals and the rest ran on from it. A heading
      // with no item under it names no part of the list.
      if (
        group &&
        builder.printed &&
        !marker &&
        builder.headingGoesOn(line, runsOn && inCapitals(line) && inCapitals(rowBefore()))
      )
        return;
      if (group) builder.startGroup(group);
      else if (runsOn && !marker && builder.headingGoesOn(line, false, nextText)) return;
      else if (
        marker &&
        !continues &&
        !isIngredientLine(line.slice(marker.length)) &&
        !(listOpens && number === 1 && methodAt > at) &&
        // …nor, on a photo, a row whose number counts the list's rows so far when the method's
        // heading comes later ("Baby Back Ribs", its "1." lost, then "2. Meat Church's Honey
        // Bacon BBQ"): steps are not numbered under the list's heading, and a list of foods
        // with no amounts is numbered so.
        !(
          builder.printed &&
          methodAt > at &&
          builder.itemRows > 0 &&
          number >= 2 &&
          number <= builder.itemRows + 1
        )
      ) {
        section = 'method'; // numbered steps after the list, with no Method heading
        for (const step of splitInlineSteps(line)) builder.addStepLine(step, true);
      } else {
        builder.addIngredient(marker ? line.slice(marker.length) : line, {
          runsOn,
          item: marker !== null,
          boxed,
          bulleted,
          beforeBullet,
          farBelow,
        });
        // On a photo a row with no number keeps the list's count: its number may have been
        // lost, and the next number then skips one.
        const keep = !marker && builder.printed && numberedList && listNumber !== null;
        unnumbered = keep;
        // The list's count goes on from the row's number, however it was read ("3.", a "5" that
        // lost its dot, a bare "1" before a weight).
        listNumber = marker ? Number(/\d+/u.exec(marker)?.[0]) : keep ? listNumber : null;
        if (marker) itemsAtNumber = builder.itemRows;
      }
      listOpens = false;
    } else if (section === 'method') {
      // On a photo of a page whose list stands beside its method (the method's heading read
      // straight after the list's, "Ingredients" / "Method"), a row outside the method's column
      // that reads as an ingredient with a figure is the list's ("1 tbsp extra virgin olive
      // oil"), and so is a row in lower case in the list's column after one ("chopped"): a
      // step is a sentence, and starts with a capital or its number.
      // (Its fraction's glyph read as letters is mended first: "Ys cup water".) So is an amount
      // with no word whose unit and food wrap under it in the list's column (wrappedAmount).
      const listItem =
        besideMethod &&
        (isIngredientLine(mendOcrMisreads(line)) || wrappedAmount(line, runsOn, column, next));
      const listRow =
        besideMethod &&
        column !== 1 &&
        !marked &&
        stepNumber(line) === null &&
        !/^\[?\d{1,2}\]/u.test(line) &&
        (listItem || (afterListRow && column === 0 && /^\p{Ll}/u.test(line)));
      afterListRow = listRow;
      if (listRow) {
        builder.addIngredient(line, { runsOn: !listItem });
        return;
      }
      // On a printed page of numbered steps, a number read as a glyph still starts a step.
      if (marked && builder.printed && builder.numbered) builder.openStep = false;
      const last = builder.steps[builder.steps.length - 1];
      // On a printed page a row after a sentence that ended short of the column's edge (not
      // `runsOn`) and that starts with a capital starts a paragraph: a step whose number was lost.
      if (
        builder.printed &&
        !runsOn &&
        last !== undefined &&
        SENTENCE_END.test(last) &&
        /^\p{Lu}/u.test(line)
      )
        builder.openStep = false;
      const carries = builder.printed && runsOn && !marked;
      for (const step of splitInlineSteps(line)) builder.addStepLine(step, true, carries);
    }
  };
  /** Whether the page's rows start with checkboxes (two or more of them do). */
  const boxedList = lines.filter((line) => line.boxed).length >= 2;
  /** Whether the page's rows start with bullets of any kind (three or more of them do). */
  const bulletedPage = lines.filter((line) => line.bulleted).length >= MIN_BULLETED_ROWS;
  // …and most of its rows that read as ingredients do (the list is bulleted from its first row).
  const listRows = lines.filter((line) => line.bulleted || isIngredientLine(line.text));
  builder.bulletedPage =
    bulletedPage &&
    listRows.filter((line) => line.bulleted).length >= BULLETED_SHARE * listRows.length;
  // On a photo a heading's word in lower case after a step left unfinished is the step's last
  // word ("…to mix well with the other" / "ingredients."): a heading starts with a capital, and
  // a sentence does not stop half-way.
  const endsStep = (text: string): boolean => {
    const last = builder.steps[builder.steps.length - 1];
    return (
      section === 'method' &&
      builder.printed &&
      builder.openStep &&
      last !== undefined &&
      !SENTENCE_END.test(last) &&
      /^\p{Ll}/u.test(text)
    );
  };
  // On a photo whose Ingredients heading was not read but whose method has its own heading, the
  // list starts at the first row that reads as an ingredient and runs to that heading (a page of
  // one column: a book page's columns are read by their places, readIntro).
  const headingAt = (section: Section) =>
    lines.findIndex((line) => !line.blank && readHeading(line.text)?.section === section);
  const methodAt = headingAt('method');
  const headless =
    builder.printed &&
    headingAt('ingredients') < 0 &&
    methodAt >= 0 &&
    lines.every((line) => line.column === undefined);
  /** Whether the list stands beside the method (its heading read right before the method's). */
  const listAt = headingAt('ingredients');
  const besideMethod =
    builder.printed &&
    listAt >= 0 &&
    methodAt > listAt &&
    lines.slice(listAt + 1, methodAt).every((line) => line.blank);
  /** Whether the row before went on the list beside the method. */
  let afterListRow = false;
  for (const [index, line] of lines.entries()) {
    if (line.blank) {
      if (section === 'method') builder.breakStep();
      continue;
    }
    if (headingRests.has(index)) continue;
    const next = lines.slice(index + 1).find((after) => !after.blank);
    if (headless && section === 'intro' && index < methodAt && isIngredientLine(line.text, true)) {
      section = 'ingredients';
      builder.hadIngredients = true;
    }
    // …and on a photo a heading's word in lower case with a full stop after it ends a sentence
    // ("Combine the two" / "ingredients."): a heading is not written so.
    const sentenceEnd = builder.printed && /^\p{Ll}[^.]*\.$/u.test(line.text.trim());
    // …and a heading's word on the row after one that stopped on "see" is what it points to
    // ("…with cooking spray, if needed. *See" / "Note."; "(see" / "Notes)"), not a heading.
    let back = index - 1;
    while (back >= 0 && lines[back]!.blank) back -= 1;
    const pointedTo = builder.printed && back >= 0 && CROSS_REFERENCE.test(lines[back]!.text);
    const listOpen: boolean = section === 'ingredients';
    const heading: ReturnType<typeof readHeading> =
      endsStep(line.text) || sentenceEnd || pointedTo
        ? null
        : (readHeading(line.text) ??
          (builder.printed
            ? (speckedHeading(line.text, listOpen) ?? misreadHeading(line.text))
            : null));
    at = index;
    if (heading) {
      section = heading.section;
      listOpens = section === 'ingredients';
      if (section === 'ingredients') builder.hadIngredients = true;
      if (heading.rest) handle({ text: heading.rest, head: heading.rest, blank: false });
      continue;
    }
    handle(line, next);
  }
}

/** Whether `text` says one of `before`'s lines again, word for word (case aside). */
function sameWords(text: string, before: readonly TextLine[]): boolean {
  const words = (line: string) =>
    line
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.join(' ') ?? '';
  const own = words(text);
  return own.split(' ').length >= 2 && before.some((line) => words(line.text) === own);
}

/**
 * On a photo of a list over two columns read column by column, the left column may run on under
 * the list into the method's first step ("1. From 1 slice of bread,") before the right column's
 * rows are read: the right column's rows beside the list come before that step, as a cook reads
 * the page (the list's two columns, then the method under them). The step moves after the right
 * column's rows when it and every row after it in the left column lie below all of them, the
 * right column starts with an ingredient (after a book's running head that says the title again,
 * which is left out), and the left column has a row beside the right's.
 */
function listColumnsFirst(lines: readonly TextLine[]): readonly TextLine[] {
  const blank = (line: TextLine) => line.text.trim() === '';
  const inColumn = (line: TextLine, side: 0 | 1) => blank(line) || line.column === side;
  const listRow = (line: TextLine) => isIngredientLine(cleanLine(line.text));
  const stepRow = (line: TextLine) => {
    const text = cleanLine(line.text);
    return stepNumber(text) !== null && !isIngredientLine(text);
  };
  let right = 0;
  while (right < lines.length) {
    if (lines[right]!.column !== 1 || blank(lines[right]!)) {
      right += 1;
      continue;
    }
    let start = right;
    while (start > 0 && inColumn(lines[start - 1]!, 0)) start -= 1;
    let end = right;
    while (end < lines.length && inColumn(lines[end]!, 1)) end += 1;
    const beside = lines.slice(right, end).filter((line) => !blank(line));
    const bottom = Math.max(...beside.map((line) => line.top + line.height));
    const below = (index: number) =>
      lines.slice(index, right).every((line) => blank(line) || line.top >= bottom);
    const step = lines.findIndex(
      (line, index) => index >= start && index < right && stepRow(line) && below(index),
    );
    const list = lines.slice(start, step).some((line) => line.top < bottom && listRow(line));
    // A book's running head over the right page says the title again ("Banana Cake Recipe"):
    // the page's, not the list's; the list's rows follow it.
    const said = (line: TextLine) => sameWords(line.text, lines.slice(0, right));
    const head = said(lines[right]!)
      ? lines.slice(right + 1, end).findIndex((line) => !blank(line))
      : -1;
    const opens = head >= 0 ? right + 1 + head : right;
    if (step >= 0 && list && listRow(lines[opens]!))
      return [
        ...lines.slice(0, step),
        ...lines.slice(opens, end),
        ...lines.slice(step, right),
        ...lines.slice(end),
      ];
    right = end;
  }
  return lines;
}

/** A row across both columns whose first half is a heading's rest: "panna cotta: | Saucepan…". */
const HEADING_REST_ACROSS = /^(\p{Ll}[\p{Ll}'’-]*(?:\s+[\p{Ll}'’-]+){0,2}:)\s+\|\s+(\S.*)$/u;

/**
 * The lines before any heading: the title first, then (when the text has no Ingredients
 * heading) amounts as ingredients and numbered lines as steps; the rest is the description.
 */
function readIntro(
  builder: DraftBuilder,
  knownTitle: string | null,
): { name: string; description: string[] } {
  const titleIndex =
    knownTitle === null
      ? builder.intro.findIndex(
          (line) => isTitleCandidate(line.text) && !bylineOrItsName(line.text, builder.intro),
        )
      : -1;
  const titleLine = builder.intro[titleIndex];
  const titleRest = titleLine ? wrappedTitleRest(titleLine, builder.intro[titleIndex + 1]) : null;
  const titleHead = titleLine ? titleLine.head.replace(PRINT_STAMP, '') : '';
  const titleText = titleLine
    ? isTitleCandidate(titleHead)
      ? titleHead
      : titleLine.text.replace(PRINT_STAMP, '')
    : '';
  const name =
    knownTitle !== null
      ? tidyTitle(cleanLine(knownTitle))
      : titleLine
        ? tidyTitle(titleRest === null ? titleText : `${titleText} ${titleRest}`)
        : '';
  const description: string[] = [];
  const loose = !builder.hadIngredients;
  let afterIngredients = false;
  /** The column the loose ingredients were read in (a book page's side column). */
  let listColumn: 0 | 1 | undefined;
  /** Past the ingredients' column into the other one: the method, by its place on the page. */
  let methodColumn = false;
  const looseSteps: string[] = [];
  /** A numbered step has been read after the list: the method has begun. */
  let stepsBegun = false;
  /** Whether the line before went to the ingredients. */
  let inList = false;
  /** Whether the line before started a group, or went on its heading. */
  let headingBefore = false;
  /** A line across the page came after the list's column: the columns are over. */
  let listEnded = false;
  /** The line before went to the steps and its sentence is still open (no full stop yet). */
  let stepOpen = false;
  /** The index of a heading's second row, read with its first (capitalsTitleOverTwo). */
  let wrappedHeadingRest = -1;
  // How long a column's rows are: a method's paragraphs run wider than a list's rows.
  // A book's running head that says the title again is the page's, not a row of either column.
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const runningHead = (line: Line) => name !== '' && letters(line.text) === letters(name);
  const rowsOf = (side: 0 | 1) =>
    builder.intro.filter((line) => line.column === side && !runningHead(line));
  const mean = (rows: Line[], size: (line: Line) => number) =>
    rows.reduce((sum, line) => sum + size(line), 0) / Math.max(1, rows.length);
  const rowLength = (side: 0 | 1) => mean(rowsOf(side), (line) => line.text.length);
  const rowWords = (side: 0 | 1) => mean(rowsOf(side), (line) => line.text.split(/\s+/u).length);
  const articles = (side: 0 | 1) => rowsOf(side).filter((line) => ARTICLE.test(line.text)).length;
  const countsSteps = (side: 0 | 1) => {
    const numbered = rowsOf(side).flatMap((line) => {
      const number = NUMBERED_ROW.exec(line.text);
      return number ? [{ number: Number(number[1]), step: !isIngredientLine(line.text) }] : [];
    });
    return (
      numbered.length >= METHOD_NUMBERS &&
      numbered[0]!.number === 1 &&
      numbered.every((row, at) => at === 0 || row.number > numbered[at - 1]!.number) &&
      numbered.some((row) => row.step)
    );
  };
  builder.intro.forEach(({ text, runsOn, column }, index) => {
    if (index === titleIndex || (titleRest !== null && index === titleIndex + 1)) return;
    let line = text;
    // A part's heading cut where it cannot end ("For the"), its rest read into a row across both
    // columns ("panna cotta: | Saucepan over medium"): the row's first half, in lower case and
    // ending on the colon, is the heading's rest; the other half is the row (session 74,
    // photos91).
    const across =
      loose && builder.printed && column === undefined ? HEADING_REST_ACROSS.exec(line) : null;
    const cut = builder.groups.at(-1)?.title;
    if (across && cut && HEADING_BREAK.test(cut) && builder.headingGoesOn(across[1]!))
      line = across[2]!;
    // …and a book's running head that says the title again, word for word ("5 Ingredient
    // No-Bake Mini Chocolate Cheesecakes" in small print over the title printed large), is the
    // page's, no row of the list or of the introduction; a title of a word or two may also be a
    // row of the list (session 68).
    if (knownTitle !== null && runningHead(builder.intro[index]!) && name.split(/\s+/u).length >= 3)
      return;
    // On a photo the list's and the method's headings read as one row ("Ingredients Method":
    // a page's two columns, their headings level) end the description: every row under them is
    // the list's or the method's.
    if (
      loose &&
      builder.printed &&
      isHeadingsRow(line) &&
      readHeading(line.trim().split(/\s+/u)[0]!)?.section === 'ingredients'
    ) {
      afterIngredients = true;
      return;
    }
    if (loose && afterIngredients && listColumn !== undefined && column !== undefined) {
      // Into the other column: the method when its rows run much longer than the list's (a
      // book page's side column of ingredients beside its paragraphs), else more of the list
      // (a list over two columns).
      if (column !== listColumn && !methodColumn) {
        // A column that opens on a heading of the list's part over an item ("FOR THE FILLING:" /
        // "24 ounces cream cheese,") goes on with the list, however long its rows run: a method
        // opens on a step, not on a group of foods (the method's rows under the list in the
        // same column still go to the steps by their numbers).
        const nextRow = builder.intro[index + 1];
        const opensGroup =
          builder.printed &&
          nextRow !== undefined &&
          nextRow.column === column &&
          readGroupTitle(line) !== null &&
          isIngredientLine(nextRow.text, true);
        if (
          !opensGroup &&
          ((rowsOf(column).length >= METHOD_MIN_ROWS &&
            rowLength(column) >= METHOD_ROWS * rowLength(listColumn) &&
            rowWords(column) >= METHOD_WORDS) ||
            (articles(column) >= METHOD_ARTICLES && articles(listColumn) === 0) ||
            (countsSteps(column) && !countsSteps(listColumn)))
        )
          methodColumn = true;
        else {
          // …whose first row must read as an ingredient on its own: an amount, or a short row
          // with an amount in words ("a handful of mint leaves"), or a seasoning that needs none
          // ("Sea salt and pepper, to taste").
          listColumn = column;
          inList =
            (isIngredientLine(line) || seasoningRow(line) || SERVED_ON_ITS_OWN().test(line)) &&
            line.split(/\s+/u).length <= LIST_ROW_WORDS &&
            !/[.!?]$/u.test(line);
        }
      }
    }
    // A line across the page after the list ends the columns (the method under them).
    if (afterIngredients && listColumn !== undefined && column === undefined) listEnded = true;
    // In the ingredients' own column a short row after an item is an ingredient with no amount
    // ("salt and pepper to taste") or the rest of one; a sentence is not.
    const inListColumn =
      inList &&
      !listEnded &&
      !methodColumn &&
      listColumn !== undefined &&
      column === listColumn &&
      line.split(/\s+/u).length <= LIST_ROW_WORDS &&
      !/[.!?]$/u.test(line);
    const next = builder.intro[index + 1]?.text;
    // In the list's column, two or three capitals alone that make no known word ("IL", a crease
    // or a cut-off row read as letters) are no item, as in the walk's list (session 73).
    if (inListColumn && builder.printed && SHORT_ROW.test(line.trim()) && !isKnownWord(line.trim()))
      return;
    // A heading wrapped onto the rows after it in a narrow column, as in the walk ("For the" /
    // "strawberry" / "sauce:").
    if (
      loose &&
      !methodColumn &&
      headingBefore &&
      runsOn === true &&
      builder.headingGoesOn(line, false, next)
    )
      return;
    // …or a heading in capitals wrapped over two rows, read whole at its first (capitalsTitleOverTwo).
    if (index === wrappedHeadingRest) return;
    const underHeading = headingBefore;
    headingBefore = false;
    const twoRows =
      loose && !methodColumn && builder.printed
        ? capitalsTitleOverTwo(line, builder.intro[index + 1], builder.intro[index + 2]?.text)
        : null;
    if (twoRows !== null) wrappedHeadingRest = index + 1;
    const group =
      loose && !methodColumn
        ? (twoRows ??
          groupTitle(line, runsOn === true, builder.printed, next) ??
          (builder.printed ? capitalsTitleOver(line, next) : null))
        : null;
    const last = builder.groups.at(-1)?.items.at(-1);
    const wasList = inList;
    const wasStepOpen = stepOpen;
    inList = false;
    stepOpen = false;
    if (
      loose &&
      wasStepOpen &&
      runsOn === true &&
      /[.!?]$/u.test(line) &&
      !AMOUNT_HEAD.test(line)
    ) {
      // The rest of a step's sentence wrapped onto the next row ("…the agar agar powder" /
      // "gets activated.", its first word misread "9€ts"): it runs on, closes the sentence and
      // opens with no amount a food would have, so it stays the step's.
      looseSteps.push(line);
    } else if (group) {
      builder.startGroup(group);
      headingBefore = true;
      inList = wasList;
    } else if (
      loose &&
      !methodColumn &&
      (isIngredientLine(line, true) ||
        inListColumn ||
        (wasList && seasoningRow(line)) ||
        // …and a food with what it is there for and no amount ("Fresh cilantro, to top", the
        // list's last row over the numbered method; session 77): a step says what to do.
        (wasList && SERVED_ON_ITS_OWN().test(line)) ||
        (builder.printed && underHeading && firstOfGroup(line, next)) ||
        (builder.printed &&
          wrappedAmount(line, runsOn === true, column, builder.intro[index + 1])) ||
        (builder.printed && wasList && isIngredientLine(mendOcrMisreads(line), true))) &&
      // Once the numbered method has begun, a sentence that ends with its full stop is the
      // method's ("16 balls, flatten a little and bake for 12 to 14 minutes." between steps 2
      // and 3): a list's row has no sentence end.
      !(stepsBegun && /[.!?]$/u.test(line))
    ) {
      builder.addIngredient(line, { runsOn });
      afterIngredients = true;
      inList = true;
      listColumn ??= column;
    } else if (loose && wasList && runsOn && last && restOfRow(last, line) !== null) {
      // The rest of a wrapped ingredient that ran to the column's edge ("2 pounds chuck steak
      // (sliced thin (about" / "1-inch thick))").
      builder.addIngredient(line, { runsOn: true });
      inList = true;
    } else if (loose && (stepMarker(line, methodColumn) || afterIngredients)) {
      if (afterIngredients && stepMarker(line, methodColumn)) stepsBegun = true;
      looseSteps.push(...splitInlineSteps(line));
      stepOpen = !/[.!?:]$/u.test(line);
    } else {
      description.push(line);
    }
  });
  if (looseSteps.length > 0 && builder.steps.length === 0) {
    // In the method's own column a bare number before a capital is a step's ("1 Slice the…").
    for (const step of looseSteps) builder.addStepLine(step, methodColumn);
  }
  return { name, description };
}

/**
 * On a photo, an amount with no word that starts a row of a column, its unit and food wrapped
 * onto the rows under it ("3 13.5 ~" / "ounce can" / "full-fat" / "coconut milk" in a narrow
 * box beside the method; session 78): the list's row, though a step is open beside it (the
 * walk's list beside the method, and readIntro's under "Ingredients Method" read as one row). A
 * step's row has words; a figure alone wrapped from a step's sentence ("Preheat the oven to" /
 * "180" / "degrees") follows a row that ran to the edge, so `runsOn` keeps it the step's.
 */
function wrappedAmount(
  line: string,
  runsOn: boolean,
  column: 0 | 1 | undefined,
  next: Line | undefined,
): boolean {
  return (
    !runsOn &&
    column !== undefined &&
    WORDLESS_AMOUNT.test(line.trim()) &&
    next?.column === column &&
    next.runsOn === true &&
    /^\p{Ll}/u.test(next.text.trim())
  );
}

/**
 * On a photo, a food's name with no amount right under a group's heading, over a row with one
 * ("FOR THE CAKE:" / "Cooking spray" / "3/4 c. all-purpose flour"): the group's first food, not
 * the description, though no "Ingredients" heading opened the list. Only a name the food table
 * knows (what follows a comma aside: "Butter, softened") or a seasoning: a note under a heading
 * ("Makes 12") or a heading's rest stays out of the list.
 */
function firstOfGroup(line: string, next: string | undefined): boolean {
  return (
    (isFoodName(line.replace(/,.*$/u, '').trim()) || seasoningRow(line)) &&
    line.split(/\s+/u).length <= LIST_ROW_WORDS &&
    !/[.!?:]$/u.test(line) &&
    next !== undefined &&
    isIngredientLine(next, true)
  );
}

/**
 * A row that opens with an amount a food would have: a figure alone ("2 eggs"), or with a unit
 * written onto it ("200g flour"), not a word misread with a figure in it ("9€ts").
 */
const AMOUNT_HEAD =
  /^[\d½¼¾⅓⅔⅛][\d./½¼¾⅓⅔⅛-]*(?:g|kg|mg|ml|cl|dl|l|oz|lbs?|tsp|tbsp|cups?)?(?:\s|$)/iu;

/** The amount (or a range of two: "2 to 2 1/2") and the unit word after it at a row's head. */
const HEAD_UNIT = madeOnFirstUse(
  () =>
    /^([\d½¼¾⅓⅔⅛][\d\s./½¼¾⅓⅔⅛-]*?\s(?:to\s[\d½¼¾⅓⅔⅛][\d\s./½¼¾⅓⅔⅛-]*?\s)?)(\p{L}+)(?=[\s.,]|$)/u,
);
/** A list's units agree in case when at least this many others do, and this share of them. */
const MIN_AGREEING_UNITS = 3;
const AGREEING_SHARE = 0.75;

/** A list writes its millilitres as it does on this many rows at least, and on more than not. */
const MIN_MILLILITRE_ROWS = 2;

/**
 * Millilitres written "mL" on a list that writes them so on two rows or more, and more often
 * than "ml" ("(398 ml)" among "(45 mL)", "(10 mL)": an italic "L" read in lower case), and the
 * other way about: a printed list writes its units alike (session 71).
 */
function millilitresInListCase(lines: string[]): string[] {
  const unit = /(?<=\d ?)m[lL](?=[\s).,/]|$)/gu;
  const count = (form: string) =>
    lines.filter((line) => [...line.matchAll(unit)].some((match) => match[0] === form)).length;
  const [upper, lower] = [count('mL'), count('ml')];
  const form =
    upper >= MIN_MILLILITRE_ROWS && upper > lower
      ? 'mL'
      : lower >= MIN_MILLILITRE_ROWS && lower > upper
        ? 'ml'
        : null;
  return form === null ? lines : lines.map((line) => line.replace(unit, form));
}

/**
 * A unit whose first letter has its capital's shape (c, k, o, p, s, u, v, w, x, z), read in the
 * case the list's other units are not in ("1 Cup warm water" among "1 tsp", "2 cups"), takes
 * theirs: a printed list writes its units alike. Units only: a food's name may be a proper one.
 */
function unitsInListCase(lines: string[]): string[] {
  const units = lines.map((line) => {
    const match = HEAD_UNIT().exec(line);
    return match && unitForWord(match[2]!) !== undefined ? match : null;
  });
  const capitals = units.filter((unit) => unit && /^\p{Lu}/u.test(unit[2]!)).length;
  const lower = units.filter((unit) => unit && /^\p{Ll}/u.test(unit[2]!)).length;
  // A unit whose first letter has no capital of its own shape ("tsp", "Tablespoon") shows its case
  // as printed: where one in the read unit's own case stands beside units in the other ("1 tsp"
  // and "1 cup" beside "1 Tablespoon"), the list writes its units in both; "cup" stays (78).
  const sure = (capital: boolean) =>
    units.some(
      (unit) => unit && (capital ? /^[ABD-JLMNQRTY]/u : /^[abd-jlmnqrty]/u).test(unit[2]!),
    );
  return lines.map((line, index) => {
    const unit = units[index];
    // A unit in capitals ("OZ", "CUP") is printed so: the case of its first letter says nothing.
    if (!unit || !/^[ckopsuvwxzCKOPSUVWXZ]\p{Ll}*$/u.test(unit[2]!)) return line;
    const isCapital = /^\p{Lu}/u.test(unit[2]!);
    if (sure(isCapital)) return line;
    const others = isCapital ? lower : capitals;
    const same = (isCapital ? capitals : lower) - 1;
    if (others < MIN_AGREEING_UNITS || others < AGREEING_SHARE * (others + same)) return line;
    const word = unit[2]!;
    const flipped =
      (isCapital ? word.charAt(0).toLowerCase() : word.charAt(0).toUpperCase()) + word.slice(1);
    return unit[1] + flipped + line.slice(unit[0].length);
  });
}

function groupsOf(
  builder: DraftBuilder,
  printed: boolean,
  guesses: PlacedGuess[] = [],
  sevenIsOne = false,
): {
  ingredients: string[];
  groups: DraftIngredientGroup[] | undefined;
  checks: AmountCheck[];
} {
  const filled = builder.groups.filter((group) => group.items.length > 0);
  // A bullet read as a glyph is shared by the whole list; then each line is cleaned and split
  // where two ingredients ran together ("100ml double cream salt and pepper").
  // On a photo of a checkbox list ("[J", "O" before each row) what a row's cleaning left of its
  // box goes too, once most rows showed one.
  const all = filled.flatMap((group) => group.items);
  const unbulleted = stripSharedBullet(
    printed
      ? stripBoxRemains(all, builder.boxedRows, builder.itemRows, (line) =>
          [...builder.boxlessRows].some((row) => line.startsWith(row)),
        )
      : all,
    printed &&
      builder.bulletedRows >= MIN_BULLETED_ROWS &&
      builder.bulletedRows >= BULLETED_SHARE * builder.itemRows,
  );
  // A list that prints its units' full stops had one read as a comma ("4 tbsp, butter").
  const unitStops = printed && printsUnitStops(unbulleted.map(mendOcrMisreads));
  const mendedRow = (line: string) => {
    const row = mendAmpersandAsEight(mendOcrMisreads(line));
    return unitStops ? mendUnitStopAsComma(row) : row;
  };
  let at = 0;
  // Each row keeps the engine's text of the line it came from (its first part does: the rest of
  // a line split in two starts with no amount the mending touched), to mark mended amounts; an
  // amount the reader guessed on the photo (TextLine `guessed`) is given back as the engine read it.
  const seen: string[] = [];
  const mended = filled.map((group) =>
    group.items
      .map(() => unbulleted[at++]!)
      .flatMap((line) =>
        splitIngredientLine(printed ? mendedRow(sevenIsOne ? mendSevenAsOne(line) : line) : line)
          .filter((part) => /[\p{L}\p{N}]/u.test(part))
          .map((part, index) => {
            seen.push(unguessed(index === 0 ? line : part, guesses));
            return part;
          }),
      ),
  );
  const agreed = printed
    ? millilitresInListCase(unitsInListCase(mendYearGrams(mended.flat())))
    : mended.flat();
  at = 0;
  const groups = filled.map((group, index) => ({
    title: group.title,
    items: mended[index]!.map(() => agreed[at++]!),
  }));
  const ingredients = groups.flatMap((group) => group.items);
  const titled = groups.some((group) => group.title !== null);
  const checks = printed
    ? amountChecks(ingredients.map((line, index) => ({ line, seen: seen[index]! })))
    : [];
  return { ingredients, groups: titled ? groups : undefined, checks };
}

/**
 * The rows (and their groups and checks) with doubted fractions told by the method
 * (`amountsFromMethod`), each such row marked for the cook: a photographed draft's only.
 */
function withMethodAmounts(
  read: ReturnType<typeof groupsOf>,
  steps: readonly string[],
): ReturnType<typeof groupsOf> {
  const groupOf = read.groups?.flatMap((group) => group.items.map(() => group.title)) ?? [];
  const told = amountsFromMethod(read.ingredients, steps, read.checks, groupOf);
  if (told === read.ingredients) return read;
  const was = new Map(read.ingredients.map((line, index) => [line, told[index]!]));
  let at = 0;
  return {
    ingredients: [...told],
    groups: read.groups?.map((group) => ({
      ...group,
      items: group.items.map(() => told[at++]!),
    })),
    // A row the method put right is marked for the cook as any mended amount is.
    checks: [
      ...read.checks.map((check) => ({ ...check, line: was.get(check.line) ?? check.line })),
      ...read.ingredients.flatMap((line, index) =>
        told[index] !== line && !read.checks.some((check) => check.line === line)
          ? [{ line: told[index]!, seen: line, changed: 'amount' as const }]
          : [],
      ),
    ],
  };
}

/**
 * Reads a recipe draft from free text: OCR of a printed recipe or a social-media caption.
 * Title, description, ingredients (grouped under "For the …:" headings), steps, times, servings
 * and hashtags as tags. Lines read from a photo (with their heights) give the title as the
 * largest text at the top. Never throws: unreadable text gives an empty draft.
 */
export function parseRecipeText(input: string | readonly TextLine[]): RecipeDraft {
  const draft = emptyDraft();
  const lines = Array.isArray(input) ? (input as readonly TextLine[]) : null;
  const text = lines ? linesText(lines) : input;
  if (typeof text !== 'string' || text.trim() === '') return draft;
  try {
    const builder = new DraftBuilder();
    builder.printed = lines !== null;
    const ordered = lines ? listColumnsFirst(lines) : null;
    const titled = ordered ? takeTitle(ordered) : null;
    const rows = withoutTabBar(
      withoutSidebar(withoutAdverts(titled ? titled.rest : (ordered ?? []))),
    );
    builder.title = titled ? tidyTitle(cleanLine(titled.title)) : null;
    walk(readLines(ordered ? linesText(rows) : text, rows), builder);
    const { name, description } = readIntro(builder, titled?.title ?? null);
    const guesses = lines ? placedGuesses(lines) : [];
    // A face that reads its "1" as a "7" shows it in the method's numbers ("7.", "2.").
    const read = groupsOf(
      builder,
      builder.printed,
      guesses,
      lines !== null && readsOneAsSeven(text),
    );
    const instructions = builder.steps.map((step) => step.trim()).filter(Boolean);
    const { ingredients, groups, checks } = builder.printed
      ? withMethodAmounts(read, instructions)
      : read;
    const { prepTime, cookTime, totalTime, servings, yields } = builder.times;
    const summed = prepTime !== undefined || cookTime !== undefined;
    const joined = description.join(' ').slice(0, MAX_DESCRIPTION_LENGTH).trim();
    return {
      ...draft,
      name,
      description: joined === '' ? null : joined,
      ingredients,
      ...(groups ? { ingredientGroups: groups } : {}),
      ...(checks.length > 0 ? { amountChecks: checks } : {}),
      instructions,
      prepTime: prepTime ?? null,
      cookTime: cookTime ?? null,
      totalTime: totalTime ?? (summed ? (prepTime ?? 0) + (cookTime ?? 0) : null),
      servings: servings ?? null,
      yields: yields ?? null,
      tags: readHashtags(text),
    };
  } catch {
    return draft; // a bug here must never lose the user's text: they can still type it in
  }
}
