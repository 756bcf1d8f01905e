/**
 * Scaling a recipe's ingredient lines for another number of servings, keeping each line as the
 * recipe wrote it: the leading amount (or range) changes, shown in kitchen form (`formatAmount`),
 * with the amounts that go with its measure ("1 cup (125 g)", "250g/9oz", "1 cup plus 2
 * tablespoons") and the unit word's form ("2 cups"). Lines without a leading amount ("a pinch of
 * salt", "salt to taste") and lines whose amount is not believable are left exactly as they are.
 */
import { splitAtAndAmount } from '../ingredients/clean-ingredient-line.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { pluralWord, singularWord } from '../ingredients/plural.ts';
import { readUnit, readUnitAfterSpaces, UNITS, type UnitDefinition } from '../ingredients/units.ts';
import { NUMBER_WORDS } from '../number-words.ts';
import { formatAmount, type AmountStyle } from './kitchen-amount.ts';

const GLYPHS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const GLYPH = '[½¼¾⅓⅔⅛⅜⅝⅞]';
/** A fraction's slash: "/", or the fraction slash pages set between a sup and a sub ("1⁄4", "1 ⁄ 4"). */
const SLASH = String.raw`(?:\/| ?[⁄∕] ?)`;
/** One number: "1 1/2", "3/4", "1⁄4", "1½", "1.5", "0,5", "½". */
const NUMBER = String.raw`(?:\d+\s+\d+${SLASH}\d+|\d+${SLASH}\d+|\d+(?:[.,]\d+)?(?:\s?${GLYPH})?|${GLYPH})`;
/** The amount at the start of a line: a number or a range ("2-3", "2 to 3", "3 or 4"). */
export const LEADING_AMOUNT = new RegExp(
  String.raw`^(\s*)(${NUMBER})(?:(\s*(?:-|–|—|to)\s*|\s+or\s+)(${NUMBER}))?(?![\d/⁄∕]| [⁄∕])`,
  'u',
);

/**
 * A count a line opens with in words, one to twelve (`NUMBER_WORDS`, the parser's): "One 3-inch
 * cinnamon stick", "four 8-ounce packages".
 */
const NUMBER_WORD = new RegExp(
  String.raw`^(\s*)(${Object.keys(NUMBER_WORDS)
    .filter((word) => NUMBER_WORDS[word]! <= 12)
    .join('|')})(?=\s+\S)`,
  'iu',
);

/** Amounts above this are taken as a typo and left alone rather than multiplied further. */
const MAX_BELIEVABLE_AMOUNT = 100_000;

/** The value of one number as written; NaN when it is not one. */
export function readAmount(text: string): number {
  const trimmed = text.trim().replace(/ ?[⁄∕] ?/g, '/');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const withGlyph = /^(\d+(?:[.,]\d+)?)?\s?([½¼¾⅓⅔⅛⅜⅝⅞])?$/u.exec(trimmed);
  if (!withGlyph || (withGlyph[1] === undefined && withGlyph[2] === undefined)) return NaN;
  const whole = withGlyph[1] === undefined ? 0 : Number(withGlyph[1].replace(',', '.'));
  const part = withGlyph[2] === undefined ? 0 : (GLYPHS[withGlyph[2]] ?? 0);
  return whole + part;
}

/** A fraction: "1/2", "3⁄4". */
const PROPER_FRACTION = new RegExp(String.raw`^\d+${SLASH}\d+$`);

/** " and 1/2", " and ½", " and a half" after a whole number; group 1 the fraction, if written. */
const AND_A_PART = new RegExp(
  String.raw`^\s+and\s+(?:(\d+${SLASH}\d+|${GLYPH})|a\s+half\b)(?![\d/])`,
  'iu',
);

/** The amount a line starts with (`readLeadingAmount`). */
export interface LeadingAmount {
  /** Where the amount's text ends. */
  readonly end: number;
  /** The space before it. */
  readonly space: string;
  readonly low: number;
  /** A range's top, else null. */
  readonly high: number | null;
  /** What a range's two numbers are joined by ("-", " to "), else null. */
  readonly between: string | null;
}

/**
 * The number or range a line starts with (NaN where a part is no number): "2-3" is a range, and
 * "1-1/2" a US mixed number written with a hyphen, one and a half, not a range down to a half.
 */
export function readLeadingAmount(line: string): LeadingAmount | null {
  const match = LEADING_AMOUNT.exec(line);
  if (!match) return null;
  const [whole, space = '', first = '', between, second] = match;
  const top = second === undefined ? null : readAmount(second);
  const wholeFirst = /^\d+$/.test(first);
  const mixed =
    between === '-' && top !== null && top < 1 && wholeFirst && PROPER_FRACTION.test(second ?? '');
  // "1 and 1/2 teaspoons", "2 and a half cups": a whole number and a part of one.
  const part =
    second === undefined && wholeFirst ? AND_A_PART.exec(line.slice(whole.length)) : null;
  if (part !== null) {
    const fraction = part[1] === undefined ? 0.5 : readAmount(part[1]);
    if (fraction > 0 && fraction < 1) {
      return {
        end: whole.length + part[0].length,
        space,
        low: readAmount(first) + fraction,
        high: null,
        between: null,
      };
    }
  }
  return {
    end: whole.length,
    space,
    low: readAmount(first) + (mixed ? (top ?? 0) : 0),
    high: mixed ? null : top,
    between: mixed ? null : (between ?? null),
  };
}

/**
 * Words before a line's amount that leave it the line's amount: a qualifier ("About 3 cups",
 * "Scant 2/3 cup", "a heaped 1 tbsp") or the fruit a juice or zest is of ("Juice of 1 lime",
 * "Zest from 2 lemons").
 */
const LEAD_WORDS =
  /^\s*(?:(?:a\s+)?(?:about|approx\.?|approximately|around|roughly|scant|heaped|heaping|generous|good)|(?:the\s+)?(?:(?:finely\s+)?(?:grated\s+)?zest|juice|zest\s+and\s+juice|juice\s+and\s+zest)\s+(?:of|from))\s+(?=[\d½¼¾⅓⅔⅛])/i;
/**
 * A name then its amount, as some sites write a list ("water: 320 ml", "Parsley, 1 bunch",
 * "Optional glaze: ½ cup icing sugar", "Beurre - 20 grammes", "Farine (T55) : 55 g"): a short
 * text of letters with no figure but in a bracket, a colon, a comma or a spaced dash.
 */
const NAME_THEN_AMOUNT =
  /^(?:[^\d½¼¾⅓⅔⅛:,()]|\([^()]*\)){1,40}(?:[:,]|\s[-–—])\s*~?\s*(?=[\d½¼¾⅓⅔⅛])/u;
/**
 * A name, then an amount ending the line, with at most a unit after it ("ziemniaki 1 kilogram",
 * "Eggs 2", "ごぼう 80g"); `amountAfterLead` checks the ending.
 */
const NAME_BEFORE_LAST_AMOUNT = /^[^\d½¼¾⅓⅔⅛:,()]{1,40}\s(?=[\d½¼¾⅓⅔⅛][^\s]*(?:\s+\S+)?\s*$)/u;

/**
 * Where a line's amount starts when words come before it (`LEAD_WORDS`, `NAME_THEN_AMOUNT`,
 * `NAME_BEFORE_LAST_AMOUNT`); 0 where none do.
 */
export function amountAfterLead(line: string): number {
  const lead = LEAD_WORDS.exec(line) ?? NAME_THEN_AMOUNT.exec(line) ?? lastAmountLead(line);
  return lead !== null && /\p{L}/u.test(lead[0]) ? lead[0].length : 0;
}

/** `NAME_BEFORE_LAST_AMOUNT` where what follows the amount is nothing or a unit of the table. */
function lastAmountLead(line: string): RegExpExecArray | null {
  const lead = NAME_BEFORE_LAST_AMOUNT.exec(line);
  if (lead === null) return null;
  const amount = readLeadingAmount(line.slice(lead[0].length));
  if (amount === null) return null;
  const from = lead[0].length + amount.end;
  if (line.slice(from).trim() === '') return lead;
  return readUnitAfterSpaces(line, from, true)?.end === line.trimEnd().length ? lead : null;
}

/**
 * Things counted by a word that is no piece of them ("2 garlic" are cloves, "1 broccoli" a
 * head) or that has no plural a cook writes: their count leaves the word as it is.
 */
const UNCOUNTED_WORDS: ReadonlySet<string> = new Set([
  // A size standing for the thing ("about 3 medium").
  'small',
  'medium',
  'large',
  'garlic',
  'ginger',
  'spinach',
  'rice',
  'flour',
  'sugar',
  'butter',
  'milk',
  'water',
  'oil',
  'salt',
  'broccoli',
  'celery',
  'kale',
  'parsley',
  'coriander',
  'cilantro',
  'basil',
  'mint',
  'thyme',
  'rosemary',
  'dill',
  'sage',
  'fish',
  'feta',
  'cheese',
  'chocolate',
  'bread',
  'cream',
  'yogurt',
  'yoghurt',
  'honey',
  'tofu',
  'chicken',
  'beef',
  'pork',
  'lamb',
  'bacon',
  'mince',
  'pasta',
  'spaghetti',
  'asparagus',
  'lettuce',
]);

/** Where a counted thing's words end: a note after a comma or in a bracket, or an alternative. */
const NAME_END = /[,(;]|\s(?:or|to|for)\s/;

/**
 * The text after a count with its thing's name in the form the new count needs: "1 lemon,
 * juiced" doubled is "2 lemons, juiced", "2 eggs" halved "1 egg". The name's last word as the
 * line reads it (`parseIngredient`), where it stands before any note; other words as written.
 */
function withCountedNoun(line: string, amountEnd: number, count: number): string {
  const rest = line.slice(amountEnd);
  const parsed = parseIngredient(line);
  // "2 (15 oz) cans": the name starts after each pack's size.
  const from = PACK_SIZE.exec(rest)?.[0].length ?? 0;
  const cut = NAME_END.exec(rest.slice(from));
  const head = cut === null ? rest : rest.slice(0, from + cut.index);
  if (parsed.unit !== null) {
    // "2 garlic cloves", "1 x 400g tin tomatoes": the unit the count is of stands after a word.
    const unit = UNIT_WORD.exec(head.slice(from));
    if (unit === null) return rest;
    const at = from + unit.index;
    const shown = unitWordFor(unit[0], count, head.slice(at + unit[0].length));
    return `${rest.slice(0, at)}${shown}${rest.slice(at + unit[0].length)}`;
  }
  if (parsed.name === '') return rest;
  const last = parsed.name.slice(parsed.name.lastIndexOf(' ') + 1).toLowerCase();
  if (!/^[a-z]{3,}$/.test(last) || UNCOUNTED_WORDS.has(singularWord(last))) return rest;
  const found = new RegExp(String.raw`\b${last}\b`, 'i').exec(head.slice(from));
  if (found === null) return rest;
  const at = from + found.index;
  const written = found[0];
  const singular = singularWord(last);
  const wanted = count > 1 ? (singular === last ? pluralWord(last) : last) : singular;
  if (wanted === last) return rest;
  const shown =
    written[0] === written[0]?.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted;
  return `${rest.slice(0, at)}${shown}${rest.slice(at + written.length)}`;
}

/** How the amount before this unit is best rounded. */
function styleAfter(line: string, position: number): AmountStyle {
  const unit = readUnitAfterSpaces(line, position, true)?.unit;
  if (!unit || unit.kind !== 'measure') return 'kitchen';
  if (unit.canonical === 'g' || unit.canonical === 'ml') return 'metric-small';
  if (unit.canonical === 'kg' || unit.canonical === 'l') return 'metric-large';
  return 'kitchen';
}

/**
 * Metric units whose word many languages share with English and do not put in the plural ("500
 * gram champignons"): written as the recipe wrote them.
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'g',
  'kg',
  'mg',
  'dag',
  'ml',
  'cl',
  'dl',
]);
/** What turns a unit's word into another of its spellings that is no abbreviation of it. */
const WORD_ENDINGS = /^(?:s|es|ful|fuls|me|mes)$/;

/**
 * A unit word written out in full, singular and plural, from the unit table's spellings: the
 * scaled amount takes the form its number needs ("1 cup" doubled is "2 cups", "2 tablespoons"
 * halved "1 tablespoon"). Abbreviations ("tbsp", "g", "oz", "gal" of gallon) have one form and
 * stay as written.
 */
const UNIT_WORD_FORMS: ReadonlyMap<string, readonly [string, string]> = new Map(
  UNITS.filter((unit) => !SAME_IN_EVERY_LANGUAGE.has(unit.canonical)).flatMap((unit) =>
    unit.aliases.flatMap((one) => {
      const many = pluralWord(one);
      const abbreviation = unit.aliases.some(
        (other) =>
          other.length > one.length &&
          other.startsWith(one) &&
          !WORD_ENDINGS.test(other.slice(one.length)),
      );
      if (many === one || !unit.aliases.includes(many) || !/[aeiouy]/.test(one) || abbreviation)
        return [];
      const forms = [one, many] as const;
      return [
        [one, forms],
        [many, forms],
      ] as const;
    }),
  ),
);

/** A unit word of UNIT_WORD_FORMS standing alone (not a size's: "15-ounce"). */
const UNIT_WORD = new RegExp(
  String.raw`(?<![-\d])\b(?:${[...UNIT_WORD_FORMS.keys()].join('|')})\b`,
  'i',
);

/** After a unit word: both forms at once ("pièce(s)"), or the word makes a size ("thumb sized"). */
const WORD_NOT_A_UNIT_HERE = /^(?:\(s\)|\s*-?\s*siz(?:e|ed)\b)/iu;

/**
 * The unit word as written, in the form `amount` needs; other words as they are. `after`: the
 * text that follows it.
 */
function unitWordFor(word: string, amount: number, after = ''): string {
  const forms = UNIT_WORD_FORMS.get(word.toLowerCase());
  if (forms === undefined || WORD_NOT_A_UNIT_HERE.test(after)) return word;
  const form = amount > 1 ? forms[1] : forms[0];
  if (word === word.toLowerCase()) return form;
  if (word === word.toUpperCase() && word.length > 1) return form.toUpperCase();
  return word[0] === word[0]?.toUpperCase() ? form[0]!.toUpperCase() + form.slice(1) : word;
}

/**
 * An amount after a measure that is part of the same amount: the same in other units, in a
 * bracket or after a slash ("1 cup (125 g)", "250g/9oz", "200g (7oz)"), or more of it joined on
 * ("1 cup plus 2 tablespoons", "2 tbsp + 1 tsp", "1 lb 4 oz"). Group 1 what leads to the number,
 * 2 the number, 3 the space before its unit.
 */
const COMPANION_AMOUNT = new RegExp(
  String.raw`^(\)?\s*(?:\(\s*|\/\s*|(?:plus|\+|and)\s+)?)(${NUMBER})(\s*)`,
  'iu',
);

/** A unit that measures an amount of anything: weight, volume, or butter's stick. */
function isAmountUnit(unit: UnitDefinition): boolean {
  return (unit.kind === 'measure' && unit.dimension !== 'count') || unit.canonical === 'stick';
}

/**
 * The same amount told another way anywhere after the line's amount: in an about-bracket ("1 cup
 * (about 2 medium) carrots", "3 tomatoes (about 1 pound), chopped"), or as an alternative ("1
 * teaspoon dried thyme (or 1 tablespoon fresh)", "3/4 cup frozen spinach or 1 cup fresh"). Group
 * 1 an about-bracket's lead, 2 an alternative's.
 */
const SAME_AMOUNT =
  /(\(\s*(?:about|approx\.?|approximately|around|roughly)\s+)|(\bor\s+(?:about\s+)?)(?=\d|[½¼¾⅓⅔⅛⅜⅝⅞])/giu;
/**
 * What such an amount measures when it is no share of the line's amount: a size ("about 1-inch
 * thick", "about 1-1.5 inches"), a time, a heat, a share ("whole or 2%").
 */
const NOT_THE_AMOUNT =
  /^\s*-?\s*(?:inch|inches|in\b|cm|mm|"|”|thick|degrees?|°|minutes?|mins?\b|hours?|hrs?\b|seconds?|secs?\b|%|percent)/iu;
/** An about-bracket of each pack's size ("about 14 oz each"). */
const EACH_PACK = /\b(?:each|per)\b/iu;
/**
 * Text ending in an amount: an alternative after it is that amount in another unit ("(16oz or
 * 454g)"), which the line's own measure's bracket does not scale either.
 */
const ENDS_IN_AMOUNT = /\d\s*\p{L}{0,6}\.?[\s,(]*$/u;
/** A bracket straight after a count: each pack's size ("2 (15 oz) cans"). */
const PACK_SIZE = /^\s*\([^()]*\)/u;

/**
 * `text` (what follows a line's amount) with each `SAME_AMOUNT` given to `change`: an
 * about-bracket's inside ("1 pound"), or an alternative with all that follows it, to be read as a
 * line of its own ("1 tablespoon fresh)"). Used by the stepper and the metric switch.
 */
export function mapSameAmounts(text: string, change: (amount: string) => string): string {
  let out = '';
  let cursor = 0;
  for (const match of text.matchAll(SAME_AMOUNT)) {
    const start = match.index + match[0].length;
    if (start < cursor) continue;
    if (match[1] === undefined) {
      const alternative = text.slice(start);
      const amount = readLeadingAmount(alternative);
      if (
        amount === null ||
        ENDS_IN_AMOUNT.test(text.slice(0, match.index)) ||
        NOT_THE_AMOUNT.test(alternative.slice(amount.end))
      )
        continue;
      return `${out}${text.slice(cursor, start)}${change(alternative)}`;
    }
    const close = text.indexOf(')', start);
    const inside = text.slice(start, close < 0 ? text.length : close);
    const amount = readLeadingAmount(inside);
    if (amount === null || NOT_THE_AMOUNT.test(inside.slice(amount.end)) || EACH_PACK.test(inside))
      continue;
    out += text.slice(cursor, start) + change(inside);
    cursor = start + inside.length;
  }
  return out + text.slice(cursor);
}

/** `text` with each amount of `mapSameAmounts` scaled as a line's amount would be. */
function scaleSameAmounts(text: string, factor: number): string {
  return mapSameAmounts(text, (amount) => scaleOne(amount, factor));
}

/**
 * Each amount after the leading measure that belongs to it (`COMPANION_AMOUNT`), scaled by
 * `factor` in its own unit's style, from `position` (the end of the leading measure's unit);
 * the text from there with them scaled.
 */
function scaleCompanions(
  line: string,
  position: number,
  factor: number,
  dimension: string,
): string {
  let out = '';
  let cursor = position;
  for (;;) {
    const rest = line.slice(cursor);
    const match = COMPANION_AMOUNT.exec(rest);
    if (!match) break;
    const [whole, lead = '', number = '', space = ''] = match;
    const unitAt = cursor + whole.length;
    const unit = readUnit(line, unitAt, true);
    // Only a measure of weight or volume is the same amount; "1 cup 2% milk" and "2 (15 oz)
    // cans" (a pack's size) are not. Straight after the measure with no sign between, only the
    // same dimension ("1 lb 4 oz").
    if (!unit || !isAmountUnit(unit.unit)) break;
    if (lead.trim() === '' && unit.unit.dimension !== dimension) break;
    const value = readAmount(number);
    if (!(value > 0) || value > MAX_BELIEVABLE_AMOUNT) break;
    const scaled = value * factor;
    const text = formatAmount(scaled, styleAfter(line, unitAt - space.length));
    out += `${lead}${text}${space}${unitWordFor(line.slice(unitAt, unit.end), scaled, line.slice(unit.end))}`;
    cursor = unit.end;
  }
  return out + line.slice(cursor);
}

/**
 * The line with its leading amount multiplied by `factor` and written in kitchen form:
 * ("1 1/2 tbsp olive oil", 2) → "3 tbsp olive oil"; ("250g flour", 1.5) → "380g flour" (375
 * rounded as a scale reads). Unchanged for factor 1, for lines without a leading amount and for
 * amounts that are zero or not believable.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  // "1 cup flour and 1 cup sugar": two things, each with its own amount, as the list reads them.
  const [first, second] = splitAtAndAmount(line);
  if (second !== undefined && first !== undefined) {
    if (line.startsWith(first)) {
      const restAt = line.indexOf(second, first.length);
      if (restAt > 0) {
        return `${scaleOne(first, factor)}${line.slice(first.length, restAt)}${scaleIngredientLine(line.slice(restAt), factor)}`;
      }
    }
    // "1 red and 1 yellow pepper": the first amount tells its thing apart by a word; the name
    // after the second is both's.
    const restAt = line.lastIndexOf(second);
    if (restAt > 0 && restAt + second.length === line.length) {
      const head = line.slice(0, restAt);
      return `${scaleOne(head, factor, false)}${scaleIngredientLine(second, factor)}`;
    }
  }
  return scaleOne(line, factor);
}

/**
 * `scaleIngredientLine` of a line of one thing's amount; `counted`: the words after a count name
 * the thing counted, whose form follows the count.
 */
function scaleOne(line: string, factor: number, counted = true): string {
  const leading = readLeadingAmount(line);
  if (leading === null) {
    const start = amountAfterLead(line);
    if (start > 0)
      return `${line.slice(0, start)}${scaleIngredientLine(line.slice(start), factor)}`;
    // "One 3-inch cinnamon stick", "four 8-ounce packages": the count in figures once scaled.
    const word = NUMBER_WORD.exec(line);
    return word === null
      ? line
      : scaleOne(
          `${word[1]}${NUMBER_WORDS[word[2]!.toLowerCase()]}${line.slice(word[0].length)}`,
          factor,
          counted,
        );
  }
  const { end: amountEnd, space, low, high, between } = leading;
  if (!(low > 0) || low > MAX_BELIEVABLE_AMOUNT) return line;
  if (high !== null && !(high > 0 && high <= MAX_BELIEVABLE_AMOUNT)) return line;
  const style = styleAfter(line, amountEnd);
  const lowText = formatAmount(low * factor, style);
  const highText = high === null ? null : formatAmount(high * factor, style);
  // "2-3 eggs" halved can round both ends to "1"; one number then reads better than "1-1".
  const amount =
    highText === null || highText === lowText ? lowText : `${lowText}${between ?? '-'}${highText}`;
  // Keep "400g" glued and "2 eggs" spaced, as written; the unit word in the form the amount
  // needs, and the amounts that go with a measure scaled with it.
  const unit = readUnitAfterSpaces(line, amountEnd, true);
  const scaledTop = (high ?? low) * factor;
  if (unit === null) {
    const rest = counted ? withCountedNoun(line, amountEnd, scaledTop) : line.slice(amountEnd);
    // "2 (about 15 oz) cans": a bracket straight after a count is each pack's size.
    const pack = PACK_SIZE.exec(rest)?.[0] ?? '';
    return `${space}${amount}${pack}${scaleSameAmounts(rest.slice(pack.length), factor)}`;
  }
  const unitAt = unit.end - unit.text.length;
  const unitText = unitWordFor(unit.text, scaledTop, line.slice(unit.end));
  const after = isAmountUnit(unit.unit)
    ? scaleCompanions(line, unit.end, factor, unit.unit.dimension)
    : line.slice(unit.end);
  return `${space}${amount}${line.slice(amountEnd, unitAt)}${unitText}${scaleSameAmounts(after, factor)}`;
}
