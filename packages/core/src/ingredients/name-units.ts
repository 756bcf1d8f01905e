/**
 * A unit word is never part of an ingredient's name (issue 15). Lines such as "3 tablespoons
 * Tablespoon milk" (a site printing the unit twice), "1 (6-oz) cup chocolate chips" (a pack size
 * before the unit), "500 ml 2 cups milk" (metric and US amounts side by side) or "4 6oz. swordfish
 * steaks" leave a unit or a second amount at the head of the name; this takes it off.
 */
import { collapseSpaces } from './text.ts';
import { findUnit, unitForWord, type UnitDefinition } from './units.ts';
import { madeOnFirstUse } from '../memo.ts';

/**
 * A second amount at the head of a name: "2 cups milk", "6oz. swordfish steaks", and a range of
 * one thing's weight ("3- to 4-pound chicken", "3 1/2- to 4-pound chicken", "3-4 pound chicken",
 * "3-to-4-pound chicken"), the unit on both sides of the range too ("4-pound to 4 1/2-pound ducks").
 */
const LEADING_AMOUNT = madeOnFirstUse(
  () =>
    /^(\d+(?:[./]\d+)?(?:\s+\d+\/\d+)?(?:-?\s*(?:to|or)(?:\s+|-)\d+(?:[./]\d+)?(?:\s+\d+\/\d+)?|-\d+(?:[./]\d+)?)?)\s*-?\s*([a-zA-Z]+(?:\s+oz)?)\.?(?:\s+(?:to|or)\s+\d+(?:[./]\d+)?(?:\s+\d+\/\d+)?\s*-?\s*\2\.?)?\s+(?=\p{L})/u,
);

const DIGIT = /\d/;
/** "of ", "de ", "di ": what joins an amount to its thing in English, French, Spanish, Italian. */
export const OF_AFTER_AMOUNT = madeOnFirstUse(() => /^(?:of|de|di)\s+(?=\p{L})/iu);
/**
 * Whether OF_AFTER_AMOUNT() may match `text`: it opens with "o" or "d" in either case (no other
 * character folds to either under /iu); most names do not, and need not compile it.
 */
export function mayOpenWithOf(text: string): boolean {
  const first = text.charCodeAt(0) | 0x20;
  return first === 0x6f || first === 0x64;
}
/**
 * What LEADING_LENGTH()'s words start with ("inch" and "inches", "in.", "cm", "centimetre" and
 * "centimeter", the quote marks): a name that starts otherwise ("celery", "Indian spices") cannot
 * open with a length, and its `/iu` pattern is never run for it. Only ASCII folds to these
 * letters under `/iu` as under `/i`, so the test is exact.
 */
const LENGTH_START = /^(?:inch|in\.|cm|centimet|"|”)/i;

/** A measured amount inside a name: "tomate entero 800 g de", "mozzarella à je 25 g". */
const INNER_AMOUNT = /\s(\d+(?:[.,/]\d+)?)\s?([a-zA-Z]+)\.?(?=\s|$)/;

/** A size's number in INNER_SIZE: whole, a fraction, a decimal or mixed ("1 1/2", as the cleaning writes "1½"). */
const SIZE_NUMBER = String.raw`\d+(?:\s+\d+\/\d+|[./]\d+)?`;
/**
 * "one-pound", "two-pound", "six-ounce": a size's number in words, joined to its unit by a hyphen
 * (a count in words before the unit with a space stays the parser's: "1 one pound package").
 */
const NUMBER_WORD_BEFORE_HYPHEN = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=-)`;
/** Whether a name may hold a size in words (NUMBER_WORD_BEFORE_HYPHEN and a unit); one test. */
const NUMBER_WORD_SIZE =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)-(?:pounds?|lbs?|ounces?|oz|inch(?:es)?|cm)\b/i;
/** A size's unit after its number in INNER_SIZE, joined by a hyphen or a space, or inch marks. */
const SIZE_UNIT = String.raw`(?:(?:-|\s)(?:inch(?:es)?|in\.|in(?=(?:-|\s+)(?:thick|long|wide)\b)|cm|pounds?|lbs?|ounces?|oz)|\s?["”])`;
/**
 * The size of one thing, at the head of a name or after its describing words: "9 inch pie crust",
 * "unbaked 9-inch pie shell", "boneless 2-3 pound chuck roast", "whole 4-pound chicken" (with a
 * hyphen or a space; "25 g" with a space is INNER_AMOUNT's), with its first side when it has two
 * ("2 by 1/4-inch sirloin strips", "4x6-inch"), in inch marks ('1/2" thick banana slices') and with
 * the way it is measured ("1-inch thick pork chops"), a range with the unit on both sides ("4-pound to
 * 4 1/2-pound ducks", "4-pound or 5-pound"), its number a mixed one ("1 1/2 inch thick veal
 * shanks", as the cleaning writes "1½"), "in" without its point where the way follows ("1 in
 * thick", not "9 in a pan") and a diameter ("3 1/2-inch-diameter French baguette"). Other words before it ("from two 15-ounce
 * cans") make it part of something else, and it is left, as it is before cut pieces ("1-inch pieces pork", which CUT_PIECES_HEAD reads).
 */
const INNER_SIZE = new RegExp(
  String.raw`(?<=^|\s)(?:\d+(?:[./]\d+)?\s*(?:-?by-?|[x×])\s*)?(?:${SIZE_NUMBER}(?:\s*(?:-\s*(?:to|or)\s+|to\s+|-)\s*${SIZE_NUMBER})?|${NUMBER_WORD_BEFORE_HYPHEN})${SIZE_UNIT}(?:\s+(?:to|or)\s+${SIZE_NUMBER}${SIZE_UNIT})?(?:(?:-|\s+)(?:thick|long|wide|diameter)\b)?(?=\s+\p{L})(?!\s+(?:pieces|chunks|strips|shavings|cubes|slices|matchsticks|lengths)\b)`,
  'iu',
);
/**
 * Up to three words before INNER_SIZE that may describe the thing ("unbaked", "boneless whole"):
 * no number, and no word that joins or counts ("or a 1-pound fillet", "from two 15-ounce cans").
 */
const DESCRIBING_WORDS_ONLY =
  /^(?:(?!(?:or|and|a|an|of|from|with|in|for|the|one|two|three|four|five|six|eight|ten|twelve)\s)[a-z][a-z-]*,?\s+){0,3}$/i;

/** "about ", "approx. ": a hedge right before a size inside a name (INNER_SIZE). */
const HEDGE_BEFORE_SIZE = /(?<=^|\s)(?:about|approx\.?|approximately|around|roughly)\s+$/i;

/** Whether a name with no digit may hold a size in words ("two-pound rabbit"). */
function mayHoldSizeInWords(name: string): boolean {
  return name.includes('-') && NUMBER_WORD_SIZE.test(name);
}

/** A length at the head of a name: "1 inch ginger" reads "inch ginger" after the number. */
const LEADING_LENGTH = madeOnFirstUse(
  () =>
    /^(?:inch|inches|in\.|cm|centimetres?|centimeters?|"|”)\s+(?:piece\s+(?:of\s+)?)?(?=\p{L})/iu,
);

/** The first word of a name and what follows: "Tablespoon milk", "packages ground linguica". */
const FIRST_WORD = madeOnFirstUse(() => /^([a-zA-Z]+)\.?\s+(?=\p{L})/u);

/**
 * A unit that may open a name by mistake: measures and packs, spelt with two letters or more, or
 * a portion followed by "of" ("finely minced cloves of garlic", "sprigs of thyme").
 */
function leadingUnit(word: string, rest: string): UnitDefinition | undefined {
  if (word.length < 2) return undefined;
  const unit = unitForWord(word);
  if (unit === undefined) return undefined;
  return unit.kind !== 'portion' || /^of\s+\p{L}/u.test(rest) ? unit : undefined;
}

/** A name without a leading unit or amount, and what came off it. */
export interface NameWithoutUnits {
  readonly name: string;
  /** A unit found at the head of the name, for a line that had none. */
  readonly unit: UnitDefinition | null;
  /** A second amount taken off ("2 cups"), as a note; '' otherwise. */
  readonly note: string;
}

/**
 * "pound cake" is a cake, with no pound to take off ("pound cake flour" is flour by the pound);
 * "gram flour" is chickpea flour, with no gram to take off ("1 cup gram flour"); "tube pasta" is
 * pasta of that shape, not a tube of it ("12 oz tube pasta"); "cup mushrooms" are mushrooms
 * picked at that size, between button and flat ("250g cup mushrooms", "cup or button mushrooms").
 */
const POUND_CAKE = madeOnFirstUse(
  () =>
    /^(?:pound\s+cakes?\b(?!\s+(?:flour|mix))|gram\s+flour\b|tube\s+(?:pasta|noodles?)\b|cup\s+(?:(?:or|and)\s+[\p{L}-]+\s+)?mushrooms?\b)/iu,
);

/**
 * Whether a text starts with one of those kinds' names (POUND_CAKE()). Its first word is looked at
 * first, in lower case: only "pound", "gram", "tube" and "cup" in either case fold to those
 * letters under `iu`, and nothing else lower-cases to them, so a text without one is no such kind.
 * Most texts are passed over without compiling the pattern's Unicode sets, as most first passes
 * meet none of these words.
 */
export function startsWithKindName(text: string): boolean {
  const head = text.slice(0, 5).toLowerCase();
  return (
    (head.startsWith('pound') ||
      head.startsWith('gram') ||
      head.startsWith('tube') ||
      head.startsWith('cup')) &&
    POUND_CAKE().test(text)
  );
}

/**
 * " or button", " and flat": a unit's word at the head of a name followed by "or" or "and" and
 * a word is one of two kinds named ("pound or sponge cake", "cup or button mushrooms"), not a
 * unit ("cup or so", "cup or more" say how much).
 */
const KIND_ALTERNATIVE = madeOnFirstUse(
  () => /^(?:or|and)\s+(?!(?:so|more|less|two|a|an)\b)\p{L}/iu,
);

/**
 * A digit anywhere, or a length's first letters at the head: what the amounts and the length
 * below need. One test for the usual name, which has neither.
 */
const MAY_HOLD_AMOUNT_OR_LENGTH = /\d|^(?:inch|in\.|cm|centimet|"|”)/i;

/** Whether a name keeps a letter once an amount inside it is taken out. */
const ANY_LETTER = madeOnFirstUse(() => /\p{L}/u);

/**
 * A second amount, a measured amount inside, or a length taken off the head of a name, or null:
 * `takeUnitsFromName`'s rarer cases, in a function of their own so the optimising compiler does
 * not build them into each caller.
 */
function amountOrLengthTaken(name: string): NameWithoutUnits | null {
  const hasDigit = DIGIT.test(name);
  const amount = hasDigit ? LEADING_AMOUNT().exec(name) : null;
  if (amount) {
    const unit = findUnit(amount[2] ?? '');
    if (unit !== undefined && unit.kind === 'measure') {
      // "400 g of tomatoes" after "1 tin of", "800 g de tomate" after "Un bote de": the "of" goes
      // with the amount.
      const after = name.slice(amount[0].length);
      const rest = mayOpenWithOf(after) ? after.replace(OF_AFTER_AMOUNT(), '') : after;
      return { name: rest, unit: null, note: amount[0].trim() };
    }
  }
  const inner = hasDigit ? INNER_AMOUNT.exec(name) : null;
  if (inner && inner.index > 0 && findUnit(inner[2] ?? '')?.kind === 'measure') {
    // "roughly 150g salmon fillets", "about 200 g cod loins": a hedge before it goes with it (was
    // named "roughly salmon fillets").
    const hedge = HEDGE_BEFORE_SIZE.exec(name.slice(0, inner.index + 1));
    const start = hedge ? hedge.index : inner.index;
    const rest = `${name.slice(0, start)} ${name.slice(inner.index + inner[0].length)}`;
    const kept = collapseSpaces(rest).trim();
    const note = `${hedge ? hedge[0] : ''}${inner[0].trim()}`;
    if (ANY_LETTER().test(kept)) return { name: kept, unit: null, note };
  }
  const size = hasDigit || mayHoldSizeInWords(name) ? INNER_SIZE.exec(name) : null;
  if (size) {
    // "about 6-ounce salmon fillets", "approx. 6-8-oz": a hedge before the size goes with it.
    const before = name.slice(0, size.index);
    const hedge = HEDGE_BEFORE_SIZE.exec(before);
    const describing = hedge ? before.slice(0, hedge.index) : before;
    if (DESCRIBING_WORDS_ONLY.test(describing)) {
      const kept = `${describing} ${name.slice(size.index + size[0].length)}`.trim();
      const note = `${hedge ? hedge[0].trim() + ' ' : ''}${size[0].trim()}`;
      return { name: collapseSpaces(kept), unit: null, note };
    }
  }
  const length = LENGTH_START.test(name) ? LEADING_LENGTH().exec(name) : null;
  if (length) return { name: name.slice(length[0].length), unit: null, note: length[0].trim() };
  return null;
}

/**
 * Takes a unit word or a measured amount off the head of a name: "Tablespoon milk" → "milk";
 * "cup chocolate chips" → "chocolate chips" with the unit cup when the line had no unit; "2 cups
 * milk" → "milk" (note "2 cups"); a measured amount inside the name goes to the note too
 * ("mozzarella à je 25 g"). Names without one come back as they are.
 */
export function takeUnitsFromName(name: string, hasUnit: boolean): NameWithoutUnits {
  const taken =
    MAY_HOLD_AMOUNT_OR_LENGTH.test(name) || mayHoldSizeInWords(name)
      ? amountOrLengthTaken(name)
      : null;
  if (taken !== null) return taken;
  const first = FIRST_WORD().exec(name);
  const rest = first ? name.slice(first[0].length) : '';
  const unit = first ? leadingUnit(first[1] ?? '', rest) : undefined;
  if (first && unit !== undefined && !startsWithKindName(name) && !KIND_ALTERNATIVE().test(rest)) {
    return { name: rest.replace(/^of\s+/i, ''), unit: hasUnit ? null : unit, note: '' };
  }
  return { name, unit: null, note: '' };
}
