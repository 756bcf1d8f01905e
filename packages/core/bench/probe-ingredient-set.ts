/**
 * A probe set of ingredient lines from a source the DEV and wide sets do not have: the
 * "strangerfoods" CSV that strangetom/ingredient-parser (MIT, Copyright (c) 2021 Tom Strange)
 * kept under `train/data/strangerfoods/sf-labelled-data.csv` until commit 7d46ad8 (8,175 rows
 * from its author's own recipe collection: UK and US sites, written in metric and cups, decimals
 * such as "0.333 cup", HTML entities left in). Its labels were not tagged by hand: they are the
 * fields the recipes were stored with (quantity, unit, name, comment), so they follow their own
 * conventions, which this script maps onto the DEV set's (decision 0028, helper "lines28"):
 *
 * - A size or how-full word given as the unit ("1 large egg" unit "large", "2 heaped tbsp") is no
 *   unit (DEV: size words are not units); "heaped tbsp" is a tbsp.
 * - The name loses a bracket, what follows " - ", ": " or "; ", a leading "of", a trailing "to
 *   serve"/"to garnish"/"for …", and the preparation words before the thing ("freshly grated
 *   Parmesan" is "Parmesan", as bbc and cookstr label it). States that name another product
 *   ("cooked", "toasted", "dried", "smoked", "ground") are kept, as the DEV labels mostly keep them.
 * - A count unit left in the name ("5 slices bacon" unit none, name "slices bacon"; "3 medium
 *   cloves garlic") is moved to the unit, as DEV labels slices, strips, cloves and rashers.
 * - Lines with no quantity whose name holds a unit word or a count ("pinch of salt", "juice of
 *   1 lemon", "handful micro herbs") are left out: the source labels no unit and no amount
 *   without a number before the line, where DEV labels them.
 *
 * Run: `npx tsx packages/core/bench/wide-ingredient-set.ts <dir with sf-labelled-data.csv> >
 * sf-raw.jsonl`, then `npx tsx packages/core/bench/probe-ingredient-set.ts sf-raw.jsonl >
 * sf.jsonl`, then `npx tsx packages/core/bench/score-ingredients.ts sf.jsonl` (halves by the
 * line's id as for the other sets: tune on the tuning half, read the held-out half as totals).
 */
import { readFileSync } from 'node:fs';
import { readLabelledLines, type LabelledLine } from './ingredient-accuracy.ts';

const SIZE_UNITS = new Set(['small', 'medium', 'large', 'big', 'heaped', 'level', 'rounded']);
const LABEL_UNITS: Readonly<Record<string, string>> = {
  'heaped tbsp': 'tbsp',
  'heaped tsp': 'tsp',
  'level tsp': 'tsp',
  'level tbsp': 'tbsp',
  ltr: 'l',
  tbp: 'tbsp',
};
const PREPARATION =
  /^(?:freshly|finely|roughly|coarsely|thinly|lightly|loosely|well|chopped|grated|sliced|diced|minced|picked|packed|beaten|softened|melted|crushed|snipped|shredded|squeezed|cracked|peeled|deveined|drained|trimmed|cubed|halved|crumbled|&|and)$/i;
const COUNT_UNITS =
  /^(slices?|strips?|rashers?|cloves?|pots?|shots?|blocks?|bags?|strands?|sheets?|pieces?|packs?|packets?)\s+(?:of\s+)?(.+)$/i;
const UNIT_WORDS =
  /\b(?:pinch|handful|bunch|dash|drizzle|sprig|splash|few|couple|knob|glug|squeeze|clove|slice|piece|can|tin|jar|cup|tbsp|tsp|stick|sheet|juice|zest|rind)s?\b|\d/i;

function singularUnit(word: string): string {
  return word
    .toLowerCase()
    .replace(/es$/, (m) => (/(?:ch|sh)es$/i.test(word) ? '' : m))
    .replace(/s$/, '');
}

function adapt(line: LabelledLine): LabelledLine | null {
  let unit = line.unit === null ? null : (LABEL_UNITS[line.unit] ?? line.unit);
  if (unit !== null && SIZE_UNITS.has(unit)) unit = null;
  let name = line.name
    .replace(/\([^()]*\)?/g, ' ')
    .replace(/\s(?:-|–)\s.*$|[:;]\s.*$/, '')
    .replace(/\s+(?:to serve|to garnish|for (?:serving|garnish|frying|drizzling)\b.*)$/i, '')
    .replace(/^\s*of\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const words = name.split(' ');
  while (words.length > 1 && PREPARATION.test(words[0] ?? '')) words.shift();
  name = words.join(' ');
  if (line.quantity === null && unit === null && UNIT_WORDS.test(name)) return null;
  const counted = unit === null && line.quantity !== null ? COUNT_UNITS.exec(name) : null;
  if (counted) {
    unit = singularUnit(counted[1] ?? '');
    name = counted[2] ?? name;
  } else if (unit === null && line.quantity !== null && /\s+cloves?$/i.test(name)) {
    unit = 'clove';
    name = name.replace(/\s+cloves?$/i, '');
  }
  return { ...line, unit, name };
}

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: probe-ingredient-set.ts <jsonl from wide-ingredient-set.ts>');
  process.exit(2);
}
let kept = 0;
let dropped = 0;
for (const line of readLabelledLines(readFileSync(file, 'utf8'))) {
  const adapted = adapt(line);
  if (adapted === null) {
    dropped += 1;
    continue;
  }
  kept += 1;
  console.log(JSON.stringify(adapted));
}
console.error(`${kept} lines kept, ${dropped} left out (no quantity, a unit or count in the name)`);
