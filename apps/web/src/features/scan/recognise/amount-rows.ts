/**
 * A list whose amounts stand in a column of their own beside their foods (a recipe app's
 * screenshot: "¾ cup" · "sugar"), read by the engine as two columns after all (decision 0017,
 * session 76). The reading order (`pageLines`) joins an amount to its food by the words' boxes
 * when it can tell the amounts' column (`joinLoneNumbers`); where the engine misread the amounts
 * ("O 12", "(0 l4teaspoon", "1'/2teaspoon") it cannot, and every amount comes first, every food
 * after them, none of them an ingredient. Here, from the lines' columns and tops: once
 * MIN_PAIRS amounts alone in the left column each have a food in the right column on their row,
 * the rows from the first such amount on are put back in the order they stand on the page, each
 * amount joined to its food (the food's wrapped rows after it), and the right column's tab
 * ("Ingredients" · "Method" on one row above them) is dropped.
 */
import { readHeading, type TextLine } from '@plateful/core';

/** A page with this many amounts alone beside a food on their row reads its rows across. */
const MIN_PAIRS = 2;

/** A row's wrapped rest stands at most this many line heights under it. */
const WRAPPED = 1.8;

/**
 * A unit word, also run into a misread amount before it ("1l4cup", "latsp"); a pound's "l" read
 * as a "1" or an "I" ("1b", "Ibs").
 */
const UNIT =
  /(?:g|kg|ml|l|oz|ounces?|[l1I]bs?|pounds?|tsp|tbsp|tbs|c|cups?|teaspoons?|tablespoons?|pints?|cans?|cloves?|pinch(?:es)?|handfuls?|sticks?|slices?|bunch(?:es)?|batch(?:es)?)\.?$/iu;

/** Figures and fractions as read, with a slash, a stop, an apostrophe for a glyph's "1". */
const FIGURES = /^[\d½⅓⅔¼¾⅛'’/.,+-]{1,7}$/u;

/** A check box's remains before the amount: "()", "(0)", "O", "O)", "(0", "QO", "OO", "©". */
const BOX = /^(?:[([{]?[OoQ0@©®]{0,2}[)\]}]?|[^\p{L}\p{N}\s]{1,2})$/u;

/**
 * Whether `text` is an amount and its unit and nothing else, as read: each word a figure or a
 * fraction ("12", "1'/2", "¾", "1/4", "+"), a unit, or a unit run into a misread amount
 * ("l4teaspoon", "1'/2teaspoon", "latsp" — at most three characters before it), after a check
 * box's remains; at least one figure, fraction or such a run, and no other word.
 */
export function amountAlone(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  // A box's remains, or the amount itself read as a mark ("> teaspoon" for "½ teaspoon").
  const box = words.length > 1 && BOX.test(words[0]!) && !/^\d+$/u.test(words[0]!);
  if (box) words.shift();
  if (words.length === 0 || words.length > 4 || words[0] === '') return false;
  let amount = false;
  let unit = false;
  for (const word of words) {
    if (FIGURES.test(word) && /[\d½⅓⅔¼¾⅛]/u.test(word)) amount = true;
    else if (/^[+–-]$/u.test(word)) continue;
    else {
      const found = UNIT.exec(word);
      if (found === null) return false;
      unit = true;
      const lead = word.slice(0, found.index);
      if (lead === '') continue;
      // A misread amount run into its unit: figures ("1'/2"), or an "l" for a "1" or a slash
      // with a figure or an "a" ("l4", "la").
      if (!FIGURES.test(lead) && !/^1?l[a2348]?$/u.test(lead)) return false;
      amount = true;
    }
  }
  return amount || (box && unit && words.length === 1);
}

/** Whether `text` opens as a food does (a letter, a bracket's note, a "+" of a sum's rest). */
function foodStart(text: string): boolean {
  return /^(?:\p{L}{2}|\p{L}\s|\(|\+ )/u.test(text.trim()) && !amountAlone(text);
}

/** A line and the wrapped rows after it (`runsOn`, in its column). */
type Unit = { lines: TextLine[]; top: number; column: 0 | 1 | undefined };

/** The methods' headings that an app sets as a tab beside "Ingredients". */
function isTabPair(left: TextLine, right: TextLine): boolean {
  const a = readHeading(left.text.trim());
  const b = readHeading(right.text.trim());
  return a !== null && b !== null && a.rest === '' && b.rest === '' && a.section !== b.section;
}

/** Whether two lines stand on one row (their tops within half the taller one's height). */
function sameRow(a: TextLine, b: TextLine): boolean {
  return Math.abs(a.top - b.top) <= 0.5 * Math.max(a.height, b.height);
}

/** One page's lines, a list of amounts in a column of their own read across (see the top). */
export function amountRowsJoined(lines: readonly TextLine[]): TextLine[] {
  const units: { unit: Unit; at: number }[] = [];
  for (const [at, line] of lines.entries()) {
    if (line.text.trim() === '') continue;
    const last = units[units.length - 1];
    if (line.runsOn && last && last.unit.column === line.column && lines[at - 1]?.text.trim())
      last.unit.lines.push(line);
    else units.push({ unit: { lines: [line], top: line.top, column: line.column }, at });
  }
  const pairs = new Map<Unit, Unit>();
  const taken = new Set<Unit>();
  for (const [index, { unit }] of units.entries()) {
    const first = unit.lines[0]!;
    if (unit.column !== 0 || unit.lines.length > 1 || !amountAlone(first.text)) continue;
    // A row of its own column wrapped after its amount ("500 ml" / "double cream" in a list
    // beside the method) has its food just under it: that amount is not one of a column's. The
    // taller line's height measures it, as a lone figure's box is shorter than a row of words.
    const under = units.find(
      ({ unit: other }, at) =>
        at > index &&
        other.column === 0 &&
        other.top > first.top &&
        other.top - first.top <= WRAPPED * Math.max(first.height, other.lines[0]!.height),
    );
    if (under && !amountAlone(under.unit.lines[0]!.text)) continue;
    const food = units.find(
      ({ unit: other }, at) =>
        at > index &&
        other.column === 1 &&
        !taken.has(other) &&
        sameRow(first, other.lines[0]!) &&
        foodStart(other.lines[0]!.text),
    );
    if (!food) continue;
    pairs.set(unit, food.unit);
    taken.add(food.unit);
  }
  if (pairs.size === 1) {
    const [amount, food] = [...pairs][0]!;
    return amountAfterItsColumn(lines, units, amount, food);
  }
  if (pairs.size < MIN_PAIRS) return [...lines];
  const firstPair = units.findIndex(({ unit }) => pairs.has(unit));
  const start = units[firstPair]!.at;
  const top = Math.min(...[...pairs.keys()].map((unit) => unit.top));
  // The right column's tab beside "Ingredients" on a row above the amounts goes.
  const heads = units.slice(0, firstPair).map(({ unit }) => unit);
  const tab = (unit: Unit) =>
    unit.column === 1 &&
    unit.top < top &&
    heads.some(
      (head) =>
        head !== unit &&
        head.column === 0 &&
        sameRow(head.lines[0]!, unit.lines[0]!) &&
        isTabPair(head.lines[0]!, unit.lines[0]!),
    );
  const region = units
    .slice(firstPair)
    .map(({ unit }) => unit)
    .filter((unit) => !taken.has(unit) && !tab(unit));
  const ordered = region
    .map((unit, index) => ({ unit, index }))
    .sort((a, b) => a.unit.top - b.unit.top || a.index - b.index)
    .map(({ unit }) => unit);
  const gone = new Set(heads.filter(tab).flatMap((unit) => unit.lines));
  const out: TextLine[] = lines.slice(0, start).filter((line) => !gone.has(line));
  for (const unit of ordered) {
    const food = pairs.get(unit);
    const [head, ...rest] = unit.lines;
    if (out.length > 0 && out[out.length - 1]!.text.trim() !== '')
      out.push({ text: '', height: 0, top: head!.top });
    if (food) {
      const [name, ...wrapped] = food.lines;
      out.push(joinedRow(head!, name!), ...wrapped.map(({ column: _column, ...line }) => line));
    } else out.push(...[head!, ...rest].map(({ column: _column, ...line }) => line));
  }
  return out;
}

/** An amount and the food on its row, one line. */
function joinedRow(head: TextLine, name: TextLine): TextLine {
  const guessed = [...(head.guessed ?? []), ...(name.guessed ?? [])];
  const plain = [...(head.plain ?? []), ...(name.plain ?? [])];
  return {
    text: `${head.text.trim()} ${name.text.trim()}`,
    height: Math.max(head.height, name.height),
    top: head.top,
    ...(guessed.length > 0 ? { guessed } : {}),
    ...(plain.length > 0 ? { plain } : {}),
  };
}

/** A food that ends a short list row: a few words, no sentence's stop. */
const SHORT_FOOD_WORDS = 4;

/**
 * One amount alone read before the rows of the right column that stand above it on the page
 * (session 77): an app's list whose row across wrapped into the foods' column ("O 1 ¾ pounds red
 * jalapeño" / "peppers (stems" across, then "QO 3" on the left, then on the right "removed and
 * halved" / "lengthwise)" over "garlic cloves", the food on the amount's row). The rows above go
 * first, then the amount with its food. Why it holds: a row that stands above another is read
 * before it. Only where every line read between the amount and its food is in the right column,
 * above the amount and no heading (an app's "Method" tab), and the food is one short row that ends the right column's run (a
 * method beside a list goes on under its row; one pair alone is otherwise left, as MIN_PAIRS).
 */
function amountAfterItsColumn(
  lines: readonly TextLine[],
  units: readonly { unit: Unit; at: number }[],
  amount: Unit,
  food: Unit,
): TextLine[] {
  const from = units.findIndex(({ unit }) => unit === amount);
  const to = units.findIndex(({ unit }) => unit === food);
  const between = units.slice(from + 1, to).map(({ unit }) => unit);
  const name = food.lines[0]!.text.trim();
  if (
    between.length === 0 ||
    !between.every(
      (unit) =>
        unit.column === 1 &&
        unit.top < amount.top &&
        readHeading(unit.lines[0]!.text.trim()) === null,
    ) ||
    units[to + 1]?.unit.column === 1 ||
    food.lines.length > 1 ||
    /[.!?]$/u.test(name) ||
    name.split(/\s+/u).length > SHORT_FOOD_WORDS
  )
    return [...lines];
  const out: TextLine[] = lines.slice(0, units[from]!.at);
  for (const unit of between) {
    out.push({ text: '', height: 0, top: unit.top });
    out.push(...unit.lines.map(({ column: _column, ...line }) => line));
  }
  out.push({ text: '', height: 0, top: amount.top });
  out.push(joinedRow(amount.lines[0]!, food.lines[0]!));
  out.push(...lines.slice(lines.indexOf(food.lines[0]!) + 1));
  return out;
}
