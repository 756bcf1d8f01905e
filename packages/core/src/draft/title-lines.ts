/**
 * The title of a photographed recipe: the largest text at the top, joined across the lines it
 * wraps onto ("Chicken Breasts & Mushrooms in" / "White Wine Sauce"). Needs line heights from the
 * recognition engine; pasted text (no heights) is left to the first-line rule.
 */
import { isKnownWord } from './ocr-words.ts';
import { isHeadingsRow, readHeading } from './sections.ts';
import type { TextLine } from './text-lines.ts';
import { madeOnFirstUse } from '../memo.ts';

/** The title's text must be at least this much taller than the body text. */
const TITLE_TO_BODY = 1.2;
/** A title line is at least this share of the title's tallest line. */
const SAME_TITLE = 0.7;
/** Title lines are looked for among the first this many lines before a heading. */
const TOP_LINES = 6;
/**
 * A printed web page puts its print header, site name, menu, "Jump to Recipe" buttons and
 * breadcrumb (small text, up to eight rows) above the title, so lines further down count too when
 * they stand far above the body (a web page's title is two to three times its body text; a
 * slightly larger line lower down is more often body text the engine sized wrongly).
 */
const DEEP_TOP_LINES = 12;
const DEEP_TITLE_TO_BODY = 1.8;
/** Lines under this share of the body text are small print: a web page's header, a menu. */
const SMALL_PRINT = 0.75;

/**
 * A book's running head (the chapter's or the recipe's name in small print at the page top, a
 * page number beside it) sits above the title: lines under this share of the body text. On a soft
 * photo the engine's boxes swell around body text, so the title stands out less over the body
 * than it is; the line right under a running head, this many times its height, as tall as the
 * body and the tallest at the top, is the title all the same (a running head is never the title).
 */
const RUNNING_HEAD_TO_BODY = 0.6;
const TITLE_TO_RUNNING_HEAD = 2.5;

/**
 * A printed web page's buttons ("Jump to Recipe", "Print Recipe", "Pin", "Save"): drawn in
 * boxes, so the engine gives them a tall line, but never the title. "Recipe" alone is no button:
 * it is the last word of a title the engine read on a line of its own ("Strawberry Trifle" /
 * "Recipe").
 */
const PAGE_BUTTONS = madeOnFirstUse(
  () =>
    /^(?![^\p{L}]*recipe[^\p{L}]*$)[^\p{L}]*(?:(?:jump|to|print|pin|save|share|rate|review|recipe)[^\p{L}]*)+$/iu,
);

/** A button's word, in a row of buttons the engine misread a word of. */
const BUTTON_WORD = /^(?:jump|print|pin|save|share|rate|review|recipe)$/iu;
/** A row of buttons has this many button words at least, misread or not. */
const BUTTON_WORDS = 3;

/**
 * A row of a web page's buttons with a word misread ("Jump 10 Recpe Print Recipe": "to" read as
 * figures, a letter lost): three button words or more, every other word of five characters at
 * most. A title has few of these words and longer ones beside them.
 */
function misreadButtons(text: string): boolean {
  const words = text.split(/\s+/u).map((word) => word.replace(/[^\p{L}\d]/gu, ''));
  const buttons = words.filter((word) => BUTTON_WORD.test(word));
  return (
    buttons.length >= BUTTON_WORDS &&
    words.every((word) => BUTTON_WORD.test(word) || word.length <= 5)
  );
}

/**
 * One word closed by a full stop, alone on its line: a picture or a mark on the page the engine
 * read as letters ("Nie." read from a web page's photo, taller than the title), or an
 * abbreviation. A title does not end with a full stop, so such a line is passed over.
 */
const MARK_READ_AS_WORD = /^\p{L}+\.$/u;

/**
 * A row of an ingredient list: an amount (and a unit run into it) before a word in lower case
 * ("225g self-raising flour", "2 tbsp olive oil"). A title's words start with capitals or its
 * figure is its own ("30 Minute Meals"), so a row like this under a title is never its rest.
 */
const INGREDIENT_ROW = /^[\d½¼¾⅓⅔⅛][\d.,/½¼¾⅓⅔⅛]*\s*(?:\p{L}{0,2}|[%"'*°#¥$£€]{1,2})\s+\p{Ll}/u;

/**
 * A title's line that ends on a word a title never ends with ("Cheddar Jalapeño Cornbread
 * with" over "Whipped Hot Honey Butter", the second line set smaller): the next line finishes
 * it, whatever its size (session 67).
 */
const TITLE_GOES_ON = /\s(?:with|and|&|of|for|the|a|an|in|on|to|or|from)$/iu;

/**
 * A printed web page's header, in small print at the top, names the page: the recipe's title, a
 * bar or dash, the site's name ("Grilled Cheese and Greens | The Hungry Larder").
 */
const PAGE_NAME = /^(\p{L}.{6,}?)\s+[|–—-]\s+\p{L}/u;
/** A browser's print header: the page's title, a bar, the site's name. */
const PRINT_HEADER = /\s\|\s+\p{L}/u;
/** A running head names the recipe only with this many words or more (not "Baking Day"). */
const NAME_WORDS = 3;
/** The title's words must be this share of the page name's words to be taken for it. */
const NAMED_SHARE = 0.6;

/**
 * A line in sentence case: four words or more, two or more of them words a title in title case
 * would capitalise left in lower case ("A dependable recipe for a weeknight, and better the next
 * day.", "This one has been made in our kitchen more times than we"): a book's or a card's
 * introduction under the title, never the rest of a title whose first line is in title case.
 */
function inSentenceCase(text: string): boolean {
  const words = text.split(/\s+/u).filter((word) => /^\p{L}/u.test(word));
  const lower = words.filter((word) => /^\p{Ll}/u.test(word) && !SMALL_WORDS.has(word));
  return words.length >= 4 && lower.length >= 2;
}

/** A line in title case: two words or more that are no small words, each with a capital. */
function inTitleCase(text: string): boolean {
  const big = text
    .split(/\s+/u)
    .filter((word) => /^\p{L}/u.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
  return big.length >= 2 && big.every((word) => /^\p{Lu}/u.test(word)) && !inCapitals(text);
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
/** The share of `name`'s words that `text` has. */
function shareOf(name: string, text: string): number {
  const words = new Set(wordsOf(text));
  const named = wordsOf(name);
  return named.filter((word) => words.has(word)).length / Math.max(1, named.length);
}

/** Whether `head`'s words start with all of `title`'s (two or more) and go on past them. */
function wordsPastTitle(head: string, title: string): boolean {
  const [named, taken] = [wordsOf(head), wordsOf(title)];
  return (
    taken.length >= 2 &&
    named.length > taken.length &&
    taken.every((word, index) => named[index] === word)
  );
}

/** Whether a line's letters (three or more) are all capitals. */
const inCapitals = (text: string): boolean =>
  (text.match(/\p{L}/gu) ?? []).length >= 3 && !/\p{Ll}/u.test(text);

/**
 * The middle of some values; of an even count, the `upper` or the `lower` of the two in the
 * middle (callers differ, and each says which: the same values either way for an odd count); 0
 * for none.
 */
export const median = (values: readonly number[], middle: 'upper' | 'lower'): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = middle === 'upper' ? sorted.length / 2 : (sorted.length - 1) / 2;
  return sorted[Math.floor(at)] ?? 0;
};

/** Lower-case letters text recognition mixes up with their capitals (the same shape). */
const SAME_SHAPE = /^[ckopsuvwxz]/u;
/** Words a title in title case leaves in lower case. */
const SMALL_WORDS = new Set(
  'a an and as at but by for from in into of on or over the to with'.split(' '),
);

/**
 * Capitals the engine read in lower case, mended where the title makes them certain: its first
 * letter, whatever the letter (a recipe's title starts with a capital; a bold monospaced "G" is
 * read "g": "grilled Salmon" → "Grilled Salmon"), and, in a title in title case, a word of four
 * letters or more starting with a letter shaped like its capital ("Celery Leaf pesto"; "Chilli
 * con Carne" keeps its "con"). A title is in title case when all its other words but one start
 * with a capital, or when two or more words after the first do and every word after the first
 * left in lower case starts with such a letter ("grilled salmon with Avocado salsa Recipe": the
 * engine read the "S" of both in lower case; "Roast Chicken and garlic" keeps its "garlic").
 * A title with no capital at all whose first letter is unlike its capital ("baked harissa
 * chicken meatballs") was printed in lower case, as some pages set their titles: the draft's
 * title is what the card says, so it is left as read (an "s", "c" or "o" first may be a capital
 * the engine could not tell, and is mended).
 */
export function mendTitleCase(title: string): string {
  if (!/\p{Lu}/u.test(title) && /^\p{Ll}/u.test(title) && !SAME_SHAPE.test(title)) return title;
  const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  const words = title.split(' ');
  const big = words.filter((word) => /^\p{L}/u.test(word) && !SMALL_WORDS.has(word));
  const upper = big.filter((word) => /^\p{Lu}/u.test(word));
  const later = big.slice(1);
  const laterUpper = later.filter((word) => /^\p{Lu}/u.test(word));
  const titleCase =
    (big.length >= 3 && upper.length === big.length - 1) ||
    (laterUpper.length >= 2 &&
      later.every((word) => /^\p{Lu}/u.test(word) || (SAME_SHAPE.test(word) && word.length >= 4)));
  return words
    .map((word, index) =>
      (index === 0 && /^\p{Ll}/u.test(word)) ||
      (SAME_SHAPE.test(word) && titleCase && word.length >= 4 && !SMALL_WORDS.has(word))
        ? capital(word)
        : word,
    )
    .join(' ');
}

/**
 * The top lines start with small print (a running head) and the line right under it is the
 * tallest, far above the small print and at least as tall as the body.
 */
function underRunningHead(
  lines: readonly TextLine[],
  top: number[],
  tallest: number,
  body: number,
): boolean {
  const head: number[] = [];
  for (const index of top) {
    if (lines[index]!.height >= RUNNING_HEAD_TO_BODY * body) break;
    head.push(lines[index]!.height);
  }
  const next = top[head.length];
  return (
    head.length > 0 &&
    next !== undefined &&
    lines[next]!.height === tallest &&
    tallest >= body &&
    tallest >= TITLE_TO_RUNNING_HEAD * Math.max(...head)
  );
}

/**
 * The tallest line at the top says again, word for word, a smaller line above it of three words
 * or more: a book's running head names the recipe and the title prints the name larger ("Banana
 * Oatmeal Muffins" in small print over "BANANA OATMEAL MUFFINS"), though the title is not much
 * taller than the body.
 */
function namedAbove(
  lines: readonly TextLine[],
  top: number[],
  tallest: number,
  body: number,
): boolean {
  const at = top.findIndex((index) => lines[index]!.height === tallest);
  if (at < 0) return false;
  const text = lines[top[at]!]!.text;
  const words = wordsOf(text).join(' ');
  // A browser's print header in small print names the page as the title's copy, cut off at the
  // header's width and a word misread ("Griled Steak Salad with Tzatziki S" over "Grilled Steak
  // Salad with Tzatziki Sauce", the title 29 px over a body of 26): most of its words are the
  // title's. An introduction in sentence case that repeats the title's words is no title.
  const namesTitle = (index: number) =>
    wordsOf(lines[index]!.text).join(' ') === words ||
    (lines[index]!.height < SMALL_PRINT * body &&
      wordsOf(lines[index]!.text).length >= NAME_WORDS &&
      shareOf(lines[index]!.text, text) >= NAMED_SHARE &&
      !inSentenceCase(text));
  return (
    wordsOf(text).length >= NAME_WORDS &&
    top.slice(0, at).some((index) => lines[index]!.height < tallest && namesTitle(index))
  );
}

/** Two small letters alone on a line that make no word ("ji"; not "of", "in"). */
function strayLetters(text: string): boolean {
  return /^\p{Ll}{2}$/u.test(text) && !/^(?:my|le|da)$/u.test(text) && !isKnownWord(text);
}

/**
 * The title (its lines joined with spaces, a word hyphenated at a break closed up) and the lines
 * without it; null when the lines carry no sizes or nothing at the top stands out.
 */
export function takeTitle(lines: readonly TextLine[]): { title: string; rest: TextLine[] } | null {
  const sized = lines.filter((line) => line.text.trim() !== '' && line.height > 0);
  if (sized.length < 3) return null;
  const heights = sized.map((line) => line.height);
  const body = median(heights, 'upper');
  const searched = (from: number, count: number, column?: 0 | 1): number[] => {
    const found: number[] = [];
    for (const [index, line] of lines.entries()) {
      if (index < from || (column !== undefined && line.column !== column)) continue;
      if (line.text.trim() === '' || PAGE_BUTTONS().test(line.text.trim())) continue;
      if (misreadButtons(line.text.trim())) continue;
      if (MARK_READ_AS_WORD.test(line.text.trim())) continue;
      // A line with no letter (a rule across a web page read as "—", a page count) is no title
      // and, read taller than the title, would hide it (session 70); nor is one with no two
      // letters together (a photograph's edge read "p", taller than the title; session 71).
      if (!/\p{L}{2}/u.test(line.text)) continue;
      // Nor is two small letters alone that make no word (a mark or a stain over the title read
      // "ji", as tall as the title and run into it; session 77): a title's "of" or "in" on a
      // line of its own is searched.
      if (strayLetters(line.text.trim())) continue;
      if (
        readHeading(line.text.trim()) !== null ||
        isHeadingsRow(line.text) ||
        found.length >= count
      )
        break;
      found.push(index);
    }
    return found;
  };
  const deep = searched(0, DEEP_TOP_LINES);
  // A page read in two columns from its very top (no line across it first) reads its left
  // column down before the right one: the right column's lines above the left one's first line
  // of full size (small print over it, a site's name, may stand higher) head the page too, and
  // are searched with the left column's by their place on the page (a list on the left, the
  // title over the method on the right; session 71).
  if (deep.length > 0 && deep.every((index) => lines[index]!.column === 0)) {
    const right = lines.findIndex((line) => line.column === 1);
    const full = deep.find((index) => lines[index]!.height >= SMALL_PRINT * body);
    const beside = (right < 0 || full === undefined ? [] : searched(right, TOP_LINES, 1)).filter(
      (index) => lines[index]!.top < lines[full!]!.top,
    );
    deep.push(...beside);
    deep.sort((a, b) => lines[a]!.top - lines[b]!.top || a - b);
  }
  const tallestOf = (indexes: number[]) =>
    Math.max(0, ...indexes.map((index) => lines[index]!.height));
  // Small print at the top (a printed web page's header and menu, 8-16 px over body text of 23)
  // does not count towards the first lines: the title is among the first lines of full size.
  let sizable = 0;
  const within = deep.findIndex(
    (index) => lines[index]!.height >= SMALL_PRINT * body && ++sizable > TOP_LINES,
  );
  const first = within < 0 ? deep : deep.slice(0, within);
  const top = tallestOf(deep.slice(first.length)) >= DEEP_TITLE_TO_BODY * body ? deep : first;
  const tallest = tallestOf(top);
  if (
    tallest < TITLE_TO_BODY * body &&
    !underRunningHead(lines, top, tallest, body) &&
    !namedAbove(lines, top, tallest, body)
  ) {
    const wrapped = wrappedOverHeading(lines, deep, body);
    return wrapped
      ? { title: mendTitleCase(textOfLines(lines, wrapped)), rest: without(lines, wrapped) }
      : null;
  }
  // The run of tall lines around the tallest: a smaller line (a site's name, a menu) ends it.
  const runOf = (among: number[], at: number) => {
    const height = lines[among[at]!]!.height;
    // A title printed in capitals is in capitals on every line ("RAW CARROT SALAD" over a
    // ratings line the engine read large, "RRsat & £5 from").
    const capitals = inCapitals(lines[among[at]!]!.text);
    // A title in title case goes on in title case: a line in sentence case under it is an
    // introduction the engine read nearly as large (a book's italic standfirst). A last line of
    // one word ("Sweet Potato and Black Bean Breakfast" / "Tacos", the second a little taller)
    // says nothing of its case alone: it is read with the title's line above it.
    const above = at > 0 ? among[at - 1]! : undefined;
    const caseText =
      above !== undefined && lines[above]!.height >= SAME_TITLE * height
        ? `${lines[above]!.text} ${lines[among[at]!]!.text}`
        : lines[among[at]!]!.text;
    const titleCase = inTitleCase(caseText);
    const titleLike = (index: number) =>
      (!capitals || inCapitals(lines[index]!.text)) &&
      (!titleCase || !inSentenceCase(lines[index]!.text)) &&
      lines[index]!.height >= SAME_TITLE * height &&
      /\p{L}/u.test(lines[index]!.text) &&
      !INGREDIENT_ROW.test(lines[index]!.text.trim());
    let from = at;
    while (from > 0 && titleLike(among[from - 1]!)) from -= 1;
    // A line the title's first line finishes, whatever its size: one that opens a bracket the
    // run closes, or ends on "&" or "and" ("NO BAKE CUSTARD (KETO &" over "CARNIVORE-
    // FRIENDLY)", the engine's box for the lower line taller by its bracket's stroke). A title
    // closes its brackets; no title ends on "&".
    const opens = (text: string) =>
      (text.match(/\(/gu)?.length ?? 0) - (text.match(/\)/gu)?.length ?? 0);
    while (
      from > 0 &&
      (!capitals || inCapitals(lines[among[from - 1]!]!.text)) &&
      /\p{L}{2}/u.test(lines[among[from - 1]!]!.text) &&
      !INGREDIENT_ROW.test(lines[among[from - 1]!]!.text.trim()) &&
      ((opens(lines[among[from - 1]!]!.text) > 0 && opens(lines[among[from]!]!.text) < 0) ||
        /(?:\s&|\sand)$/iu.test(lines[among[from - 1]!]!.text.trim()))
    )
      from -= 1;
    let to = at;
    while (to + 1 < among.length && titleLike(among[to + 1]!)) to += 1;
    // …and the line after one left unfinished, whatever its size.
    while (
      to + 1 < among.length &&
      TITLE_GOES_ON.test(lines[among[to]!]!.text.trim()) &&
      (!capitals || inCapitals(lines[among[to + 1]!]!.text)) &&
      (!titleCase || !inSentenceCase(lines[among[to + 1]!]!.text)) &&
      /\p{L}{2}/u.test(lines[among[to + 1]!]!.text) &&
      !INGREDIENT_ROW.test(lines[among[to + 1]!]!.text.trim()) &&
      readHeading(lines[among[to + 1]!]!.text.trim()) === null
    )
      to += 1;
    return among.slice(from, to + 1);
  };
  const textOf = (taken: number[]) => textOfLines(lines, taken);
  let taken = runOf(
    top,
    top.findIndex((index) => lines[index]!.height === tallest),
  );
  let title = textOf(taken);
  // On a printed web page the title is the tall line the page's header names, where the
  // tallest at the top is something else (the site's name in a large logo).
  const small = deep.filter((index) => lines[index]!.height < TITLE_TO_BODY * body);
  const pageName = small
    .map((index) => PAGE_NAME.exec(lines[index]!.text.trim())?.[1])
    .find((each) => each !== undefined);
  // A book's running head above the title may name the recipe too ("Irish Cheddar and Beer
  // Fondue Recipe" over the title printed large on two lines, the second larger still), when
  // it is no web page's: a line of three words or more over the title that a run of tall lines
  // matches.
  // A browser's print header read as tall as the title ("Spy Sesame Noodles | Pinch of Thyme",
  // the title misread, the site's name after the bar) names the page; it is never the run a
  // running head or the page's name picks (session 56).
  const tallRuns = deep
    .map((index, at) => ({ index, at }))
    .filter(({ index }) => lines[index]!.height >= TITLE_TO_BODY * body)
    .map(({ at }) => runOf(deep, at))
    .filter((run) => !run.some((index) => PRINT_HEADER.test(lines[index]!.text.trim())));
  // "Above" is by the search's order, which is the page's when the right column's lines were
  // sorted in (a spread's facing page read first, its lines under the title; session 71).
  const runningHead =
    pageName === undefined
      ? small
          .filter(
            (index) =>
              deep.indexOf(index) < deep.indexOf(taken[0]!) &&
              wordsOf(lines[index]!.text).length >= NAME_WORDS,
          )
          .map((index) => lines[index]!.text.trim())
          .find((head) => tallRuns.some((run) => shareOf(head, textOf(run)) >= NAMED_SHARE))
      : undefined;
  const name = pageName ?? runningHead;
  if (name !== undefined && shareOf(name, title) < NAMED_SHARE) {
    const named = tallRuns.find((run) => shareOf(name, textOf(run)) >= NAMED_SHARE);
    if (named) {
      taken = named;
      title = textOf(named);
    }
  }
  // …and a running head that goes on past the title's words, all of them its first ones
  // ("Easy Homemade Strawberry Muffins" over "Easy Homemade Strawberry" printed large): the
  // engine lost the title's last line, which the running head still gives.
  if (runningHead !== undefined && wordsPastTitle(runningHead, title)) title = runningHead;
  if (!/\p{L}{2}/u.test(title)) return null;
  title = mendTitleCase(title);
  return { title, rest: without(lines, [...taken, ...sectionHeads(lines, deep, taken, body)]) };
}

/**
 * The lines in capitals over the title, smaller than the body, with no figure: a book's running
 * head or a magazine's section ("SUNDAY SUPPERS" over "Banana Cake Recipe"). They name the
 * book's chapter or the page's section, never a part of the list under the title, so they are
 * not left to be read as a group's heading (session 74). A line in mixed case there (a web page's
 * print header, a site's name) is left as it was; so is one that opens "For" ("FOR THE SAUCE"),
 * which heads a part wherever it stands. "Over" is by the search's order, the page's, and in the
 * title's column: a side column's heading beside the title ("POPULAR NOW" by a web page's title,
 * higher on the page) is the side column's.
 */
function sectionHeads(
  lines: readonly TextLine[],
  deep: readonly number[],
  taken: readonly number[],
  body: number,
): number[] {
  const first = deep.indexOf(taken[0]!);
  const column = lines[taken[0]!]?.column;
  return deep.slice(0, Math.max(0, first)).filter((index) => {
    const text = lines[index]!.text.trim();
    return (
      lines[index]!.column === column &&
      lines[index]!.height < body &&
      inCapitals(text) &&
      !/\d/u.test(text) &&
      !/^for\b/iu.test(text)
    );
  });
}

/**
 * The text of the lines taken, joined with spaces, a word hyphenated at a break closed up
 * ("Dump-" / "lings"). A line that goes on from a hyphen with a capital is a compound broken at
 * its own hyphen ("No-" / "Bake", "OBSESSION-" / "WORTHY", session 72): a title is set without
 * hyphenation (a web page breaks a line only at a printed hyphen), so the hyphen stays.
 */
function textOfLines(lines: readonly TextLine[], taken: number[]): string {
  let text = '';
  for (const index of taken) {
    const line = lines[index]!.text.trim();
    text =
      /\p{L}-$/u.test(text) && !/^\p{Lu}/u.test(line)
        ? `${text.slice(0, -1)}${line}`
        : /\p{L}-$/u.test(text)
          ? `${text}${line}`
          : `${text} ${line}`.trim();
  }
  return text;
}

const without = (lines: readonly TextLine[], taken: number[]): TextLine[] =>
  lines.filter((_line, index) => !taken.includes(index));

/** A card's title wraps onto this many lines at most. */
const TITLE_LINES = 3;

/**
 * A title no taller than the body on the photo (a defocused card swells the body's boxes as tall
 * as the title's): when the only lines of full size above the card's first heading
 * ("Ingredients") are one to three in title case, the lines of the same size, the later ones
 * without figures, they are the title, wrapped ("Vegan Panna Cotta with Strawberry" / "Sauce"),
 * not a title and its first row; small print over it (a web page's header and site name, "Supper
 * Club Online") is not.
 */
function wrappedOverHeading(
  lines: readonly TextLine[],
  deep: number[],
  body: number,
): number[] | null {
  const after = deep.length > 0 ? deep[deep.length - 1]! + 1 : -1;
  const next = lines.slice(after).find((line) => line.text.trim() !== '');
  if (next === undefined || readHeading(next.text.trim()) === null) return null;
  const sized = deep.filter((index) => lines[index]!.height >= SMALL_PRINT * body);
  if (sized.length < 1 || sized.length > TITLE_LINES) return null;
  // A wrapped title's lines follow one another: the tallest line's neighbours of full size, with
  // no small print between (a site's name in a large logo stands apart, over a menu).
  const at = deep.indexOf(
    sized.reduce((best, index) => (lines[index]!.height > lines[best]!.height ? index : best)),
  );
  let [from, to] = [at, at];
  while (from > 0 && sized.includes(deep[from - 1]!)) from -= 1;
  while (to + 1 < deep.length && sized.includes(deep[to + 1]!)) to += 1;
  const full = deep.slice(from, to + 1);
  const texts = full.map((index) => lines[index]!.text.trim());
  const heights = full.map((index) => lines[index]!.height);
  const sameSize = Math.min(...heights) >= SAME_TITLE * Math.max(...heights);
  return sameSize &&
    inTitleCase(texts.join(' ')) &&
    texts.slice(1).every((text) => !/\d/u.test(text) && /^\p{Lu}/u.test(text)) &&
    texts.every((text) => !INGREDIENT_ROW.test(text) && !inSentenceCase(text))
    ? full
    : null;
}
