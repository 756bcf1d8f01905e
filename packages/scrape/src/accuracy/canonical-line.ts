/**
 * One written form of an ingredient line, for the judges of `score-sets.ts` and `whole-lists.ts`:
 * the same amount of the same food written two ways (`¼ cup` and `0.25 cup`, `tsp` and
 * `teaspoon`) is one line.
 */
import { replaceUnicodeFractions } from '@plateful/core';

/**
 * A decimal part that is a cook's fraction written out (`.5`, `0.75`, `.33`), as the fraction, and
 * a whole number's `.0` as the number (after a comma, a part of one or two digits only: `1,125` is
 * a thousand).
 */
const DECIMAL_FRACTION: Record<string, string> = {
  '0': '',
  '00': '',
  '5': '1/2',
  '25': '1/4',
  '75': '3/4',
  '125': '1/8',
  '375': '3/8',
  '625': '5/8',
  '875': '7/8',
  '33': '1/3',
  '333': '1/3',
  '67': '2/3',
  '66': '2/3',
  '667': '2/3',
  '666': '2/3',
};
/** A unit spelled out and its usual short form: `teaspoons` / `tsp.`, `Tablespoon` / `tbsp`. */
const UNIT_FORMS: readonly [RegExp, string][] = [
  [/\b(?:teaspoons?|tsps?)\b\.?/giu, 'tsp'],
  [/\b(?:tablespoons?|tbsps?|tbs|tbl)\b\.?/giu, 'tbsp'],
  [/\b(?:ounces?|oz)\b\.?/giu, 'oz'],
  [/\b(?:pounds?|lbs?)\b\.?/giu, 'lb'],
];

/**
 * A whole number and a fraction joined by "and" as a cook says them (`1 and 1/2 cups`, Portuguese
 * `1 e 1/2 xícara`, Spanish `1 y 1/2`, German `1 und 1/2`, French `1 et 1/2`): the number
 * before the fraction, kept.
 */
const WHOLE_AND_FRACTION = /(?<![\d.,/])(\d+)\s+(?:and|e|y|und|et)\s+(?=\d+\/\d)/giu;
/** A zero whole before a fraction (`0 1/2`, what `0 e 1/2` becomes): the fraction alone. */
const NO_WHOLE = /(?<![\d.,/])0\s+(?=\d+\/\d)/gu;

/**
 * A line in one written form for the loose match, so that two renderings of the same amount and
 * unit are one line: a fraction sign as its digits (`1½` = `1 1/2`), a cook's fraction written as
 * a decimal as that fraction (`0.5` = `.5` = `1/2`, `1.25` = `1 1/4`, `600.0` = `600`, never
 * `0.3`; not a number after a word, `No.5`), a unit's spelled-out and short forms as one
 * (`teaspoon` = `tsp`, `tablespoons` = `Tbsp`, `ounces` = `oz`, `pounds` = `lb`), and a whole
 * number and a fraction said with a word between them as the two figures (`1 and 1/2` = `1 e 1/2`
 * = `1 1/2`; `0 e 1/2` = `1/2`). Structured data often holds one form and the page prints the
 * other (WPRM prints `teaspoon` where its JSON-LD says `tsp`; a CMS's data says `0.5 cup` where
 * the page says `½ cup`): the same amount of the same food either way, not a looser match.
 */
export function canonicalLine(text: string): string {
  return UNIT_FORMS.reduce(
    (line, [form, short]) => line.replace(form, short),
    replaceUnicodeFractions(text.replace(/(\d)\s+(?=[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒])/gu, '$1'))
      .replace(
        /(?<![\p{L}\d.,/])(\d*)(?:\.(\d{1,3})|,(\d{1,2}))(?![\d.,/])/gu,
        (whole, units: string, point?: string, comma?: string) => {
          const fraction = DECIMAL_FRACTION[point ?? comma ?? ''];
          if (fraction === undefined) return whole;
          if (fraction === '') return String(Number(units || '0'));
          return units && Number(units) > 0 ? `${Number(units)} ${fraction}` : fraction;
        },
      )
      .replace(/\u2044/gu, '/')
      .replace(WHOLE_AND_FRACTION, '$1 ')
      .replace(NO_WHOLE, ''),
  );
}
