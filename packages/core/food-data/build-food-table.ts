/**
 * Makes Plateful's food table (`src/food/food-table.data.ts`) from our list of foods
 * (`foods.tsv`) and the source tables it names (food-data/README.md):
 *
 *   npx tsx packages/core/food-data/build-food-table.ts [--check]
 *
 * For each food: nutrients per 100 g from CoFID 2021 (or USDA SR28 where CoFID lacks the food or a
 * figure), grams per ml from USDA's cup, tablespoon or teaspoon weight, and portion weights from
 * USDA's household measures (medium, large, clove, stick…), overridden by the ones foods.tsv gives.
 * `--check` fails when the committed table differs from what the sources make.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameKey } from '../src/food/food-table.ts';
import { singularWord } from '../src/ingredients/plural.ts';
import {
  readCofid,
  readUsda,
  mixNutrients,
  readUsdaWeights,
  round,
  type CofidFood,
  type SourceNutrients,
  type UsdaFood,
  type UsdaMeasure,
} from './sources.ts';

const HERE = import.meta.dirname;
const OUT = join(HERE, '..', 'src', 'food', 'food-table.data.ts');

const FIVE_KINDS = new Set(['veg', 'fruit', 'pulse', 'juice', 'dried', '-']);
const NUTRIENT_KEYS = [
  'kcal',
  'kj',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'protein',
  'salt',
] as const satisfies readonly (keyof SourceNutrients)[];

/** Millilitres of the household measures, as the ingredient parser counts them (units.ts). */
const MEASURE_ML: readonly (readonly [RegExp, number])[] = [
  [/^cups?\b/, 240],
  [/^tbsps?\b/, 15],
  [/^tsps?\b/, 5],
  [/^fl oz\b/, 29.57],
];

/**
 * Millilitres of a US customary cup, the cup USDA weighs (its "1 cup" of water is 237 g, of whole
 * milk 244 g). The table's cup is 240 ml, the US nutrition label's, and a density taken from a
 * USDA cup is that cup's grams over 240, so any food's cup weighs USDA's; a liquid's own density
 * in foods.tsv is grams per ml, whose US cup is this.
 */
const US_CUP_ML = 236.588;

/** USDA measure words → our portion keys (the parser's count units and sizes). */
const PORTION_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^(medium|whole)\b/, 'medium'],
  [/^large\b/, 'large'],
  [/^small\b/, 'small'],
  [/^extra large\b/, 'extra large'],
  [/^cloves?\b/, 'clove'],
  [/^sticks?\b/, 'stick'],
  [/^slices?\b/, 'slice'],
  [/^(leaf|leaves)\b/, 'leaf'],
  [/^sprigs?\b/, 'sprig'],
  [/^stalks?\b/, 'stalk'],
  [/^spears?\b/, 'spear'],
  [/^heads?\b/, 'head'],
  [/^ears?\b/, 'ear'],
  [/^fillets?\b/, 'fillet'],
  [/^pats?\b/, 'pat'],
  [/^strips?\b/, 'strip'],
  [/^sheets?\b/, 'sheet'],
  [/^wedges?\b/, 'wedge'],
  [/^bars?\b(?!,? *(?:miniature|mini|fun size|snack size))/, 'bar'],
  [/^cakes?\b/, 'cake'],
  [/^(flowerets?|florets?)$/, 'floret'],
  [/^flowers?$/, 'flower'],
];

/** A size written after one word ("potato medium (…)", "ear, large (…)"): the word, the size. */
const SIZE_AFTER_NAME = /^([a-z]+),? (extra large|large|medium|small)\b/;

/** How far our own count of a food may be from a USDA row's medium and still be the food it sizes. */
const SAME_SIZE = 0.1;

interface Line {
  readonly number: number;
  readonly cells: readonly string[];
}

function fail(line: Line | null, message: string): never {
  throw new Error(line ? `foods.tsv line ${line.number}: ${message}` : message);
}

function readFoodsTsv(): Line[] {
  return readFileSync(join(HERE, 'foods.tsv'), 'utf8')
    .split('\n')
    .map((text, index) => ({ number: index + 1, text }))
    .filter(({ text }) => text.trim() !== '' && !text.startsWith('#'))
    .map(({ number, text }) => ({ number, cells: text.split('\t').map((cell) => cell.trim()) }));
}

/** A serving measured by volume, "serving 1 tbsp": its count and unit. */
const SERVING_BY_VOLUME = /^serving (\d+(?:\.\d+)?) (cups?|tbsps?|tsps?)$/;

/** Measures of a food changed by air ("1 cup, whipped"): no guide to the food as bought. */
const AIRED = /\bwhipped\b/i;

/**
 * Grams per ml from the first cup, tablespoon or teaspoon measure: a plain one ("1 cup") before a
 * described one ("1 cup, chopped"), and never one of the food whipped (heavy cream's first cup
 * measure is whipped, half the weight of the poured cream).
 */
function densityOf(allMeasures: readonly UsdaMeasure[]): number | null {
  const measures = allMeasures.filter((m) => !AIRED.test(m.description));
  for (const [pattern, ml] of MEASURE_ML) {
    const measure =
      measures.find((m) => pattern.test(m.description) && !/,|\(/.test(m.description)) ??
      measures.find((m) => pattern.test(m.description));
    if (measure) return round(measure.grams / (measure.amount * ml), 3);
  }
  // Last, a serving USDA measures by the spoon or cup ("1 serving 1 tbsp" of a soup mix).
  for (const measure of measures) {
    const serving = SERVING_BY_VOLUME.exec(measure.description);
    const ml = MEASURE_ML.find(([pattern]) => pattern.test(serving?.[2] ?? ''))?.[1];
    if (serving && ml) return round(measure.grams / (measure.amount * Number(serving[1]) * ml), 3);
  }
  return null;
}

/** The spoons USDA weighs apart from its cup, and their portion keys. */
const SPOON_MEASURES: readonly (readonly [RegExp, number, string])[] = [
  [/^tbsps?\b/, 15, 'tbsp-cup'],
  [/^tsps?\b/, 5, 'tsp-cup'],
];

/**
 * A row's tablespoon and teaspoon as the weight of a 240 ml cup (`tbsp-cup`, `tsp-cup`), where
 * they differ from the density by more than 2%: USDA weighed each measure apart, and a spoon of a
 * light or coarse food is not a sixteenth of its cup ("1 tbsp" ketchup 17 g against its cup's
 * 15 g; "1 tsp, whole" anise seed 2.1 g against its tablespoon's 2.2 g a teaspoon). The measure
 * is the one densityOf would take: a plain one before a described one, never whipped.
 */
function spoonCupsOf(allMeasures: readonly UsdaMeasure[], density: number): Map<string, number> {
  const measures = allMeasures.filter((m) => !AIRED.test(m.description));
  const cups = new Map<string, number>();
  for (const [pattern, ml, key] of SPOON_MEASURES) {
    const measure =
      measures.find((m) => pattern.test(m.description) && !/,|\(/.test(m.description)) ??
      measures.find((m) => pattern.test(m.description));
    if (!measure) continue;
    const perMl = measure.grams / (measure.amount * ml);
    if (Math.abs(perMl / density - 1) > 0.02) cups.set(key, round(perMl * 240, 1));
  }
  return cups;
}

/** A count of a stoned fruit, "1 prune, pitted": one of the food as sold. */
const PITTED = /, pitted$/;

/**
 * The forms a volume of a food is measured in that USDA weighs apart ("1 cup, sliced" almonds 92 g,
 * "1 cup, whole" 143 g; "1 cup grated" carrot 110 g, "1 cup chopped" 128 g). Sifted is foods.tsv's
 * `sifted-cup`; melted is no form a cook measures the food as bought in, and packed and chopped are
 * left to the food's own cup (place-ingredient.ts). Whipped is a cup of cream or cream cheese
 * whipped before it is measured (cream 120 g, twice its volume poured). Diced and cubes are kept
 * where USDA weighs them beside a cup of another form ("1 cup, diced" cheddar 132 g against its
 * shredded 113; "1 cup, cubes" of bread 35 g against its crumbs 45).
 */
const MEASURED_FORMS: ReadonlySet<string> = new Set([
  'whole',
  'whipped',
  'diced',
  'cubes',
  'sliced',
  'slivered',
  'ground',
  'grated',
  'shredded',
  'crumbled',
  'mashed',
  'pureed',
  'halves',
]);

/** "cup, sliced", "cup chopped", "cups packed": the measure's volume word and its form. */
const FORM_MEASURE = /^(cups?|tbsps?|tsps?),?\s+([a-z]+)/;

/**
 * Each form's weight of a 240 ml cup (as `FORM-cup`), from the food's first cup, tablespoon or
 * teaspoon measure of that form.
 */
function formCupsOf(measures: readonly UsdaMeasure[]): Map<string, number> {
  const cups = new Map<string, number>();
  for (const [pattern, ml] of MEASURE_ML) {
    for (const measure of measures) {
      const form = FORM_MEASURE.exec(measure.description.toLowerCase());
      if (!form || !pattern.test(form[1] ?? '') || !MEASURED_FORMS.has(form[2] ?? '')) continue;
      const key = `${form[2]}-cup`;
      if (!cups.has(key)) cups.set(key, round((measure.grams / (measure.amount * ml)) * 240, 1));
    }
  }
  return cups;
}

/** A row's plain or crushed volume measure: "tbsp" of corn flake crumbs, "cup, crushed" of chips. */
const CRUSHED_MEASURE = /^(cups?|tbsps?|tsps?)(?:,? crushed)?$/;

/** A volume measure of the food chopped: "cup, chopped", "cup, quartered or chopped". */
const CHOPPED_MEASURE = /^(cups?|tbsps?|tsps?)\b[^(]*\bchopped\b/;

/**
 * The weight of a 240 ml cup of the food chopped, from its first chopped measure, where that is
 * not its density's measure: apples' "cup, quartered or chopped" 125 g beside the "cup slices"
 * 109 g the density is; basil's "tbsp, chopped" 2.65 g beside its whole leaves' 1.5 g. Null
 * where USDA weighs no chopped measure or the density is it (within 2%).
 */
function choppedCupOf(measures: readonly UsdaMeasure[], density: number): number | null {
  for (const measure of measures) {
    const unit = CHOPPED_MEASURE.exec(measure.description.toLowerCase())?.[1];
    const ml = MEASURE_ML.find(([pattern]) => pattern.test(unit ?? ''))?.[1];
    if (unit === undefined || ml === undefined) continue;
    const perMl = measure.grams / (measure.amount * ml);
    return Math.abs(perMl / density - 1) > 0.02 ? round(perMl * 240, 1) : null;
  }
  return null;
}

/**
 * Portion weights from USDA's measures by their words (medium, clove, stick…), and `each` from a
 * count of the food itself ("10 raspberries" 19 g, "50 berries" 68 g, "1 almond" 1.2 g): a
 * measure named by the last word of one of the food's names or by its end ("berries" of
 * blueberries), or a plain "piece".
 */
function portionsOf(
  measures: readonly UsdaMeasure[],
  names: readonly string[],
  ownEach: number | null,
): Map<string, number> {
  const portions = formCupsOf(measures);
  const pieces = new Set(names.map((name) => singularWord(name.split(' ').at(-1) ?? '')));
  // A count USDA spells as one word of a name in two ("4 waterchestnuts" of water chestnut).
  const closed = new Set(names.map((name) => singularWord(name.replace(/\s+/g, ''))));
  const named = new Map<string, number>();
  for (const measure of measures) {
    const description = measure.description.toLowerCase();
    const word = PORTION_WORDS.find(([pattern]) => pattern.test(description));
    if (word && !portions.has(word[1])) {
      portions.set(word[1], round(measure.grams / measure.amount, 1));
    }
    // A size after the food's own word, as USDA writes a few: "potato medium (2-1/4" to 3-1/4"
    // dia)", "ear, large (7-3/4" to 9" long)", "doughnut, large (4" dia)". A size after another
    // word is of that thing, not of the food: carrot's "strip large (3" long)"; a head's sizes
    // ("head small (4" dia.)", 265 g of cauliflower) are not read: UK authors' heads weigh far
    // more (a small cauliflower 775 g).
    const sized = SIZE_AFTER_NAME.exec(description);
    const owner = singularWord(sized?.[1] ?? '');
    if (sized && (pieces.has(owner) || closed.has(owner))) {
      const size = sized[2] ?? '';
      if (!named.has(size)) named.set(size, round(measure.grams / measure.amount, 1));
    }
    // "1 piece" of a food sold by the piece (a truffle, a boiled sweet) is one of it; "1 prune,
    // pitted" is one of the food as sold, its stone out.
    // A count by the kind's word ending the food's counts it too: "50 berries" of blueberries.
    const piece = singularWord(description.replace(PITTED, ''));
    const counted =
      description === 'piece' ||
      pieces.has(piece) ||
      closed.has(piece) ||
      [...pieces].some((name) => name.endsWith(piece));
    if (!word && /^[a-z]+(?:, pitted)?$/.test(description) && counted) {
      if (!portions.has('each')) portions.set('each', round(measure.grams / measure.amount, 2));
    }
  }
  // The sizes are of the food the row weighs: where our own count of the food is not the row's
  // medium (a little gem, 100 g, on iceberg's row, whose medium head is 539 g), its large and
  // small are another food's.
  const medium = named.get('medium');
  if (ownEach === null || (medium !== undefined && Math.abs(ownEach / medium - 1) <= SAME_SIZE)) {
    for (const [size, grams] of named) if (!portions.has(size)) portions.set(size, grams);
  }
  return portions;
}

interface NutrientSource {
  readonly source: 'cofid' | 'usda';
  readonly name: string;
  readonly nutrients: SourceNutrients;
}

/**
 * A food made of source rows by weight, as a recipe makes it: "50 cofid:A+50 cofid:B" is half
 * and half (a sourdough starter of flour and water; figures by `mixNutrients`). Named by its
 * parts, sourced by the first.
 */
function mixOf(
  line: Line,
  cell: string,
  cofid: ReadonlyMap<string, CofidFood>,
  usda: ReadonlyMap<string, UsdaFood>,
): NutrientSource {
  const parts = cell.split('+').map((part) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s+(cofid|usda):(.+)$/s.exec(part);
    if (!match)
      return fail(line, `mix part "${part}" is not "SHARE cofid:NAME" or "SHARE usda:NDB"`);
    const [, share = '', kind = '', key = ''] = match;
    const ref = key.trim();
    const cofidFood = kind === 'cofid' ? cofid.get(ref) : undefined;
    const usdaFood = kind === 'usda' ? usda.get(ref) : undefined;
    const food = cofidFood ?? usdaFood;
    if (!food) return fail(line, `no ${kind} food "${ref}" in the mix`);
    const name = cofidFood ? cofidFood.name : `${ref} ${usdaFood?.description ?? ''}`;
    const source: 'cofid' | 'usda' = kind === 'cofid' ? 'cofid' : 'usda';
    return { share: Number(share), source, name, nutrients: food.nutrients };
  });
  let nutrients: SourceNutrients;
  try {
    nutrients = mixNutrients(parts);
  } catch (error) {
    return fail(line, `mix "${cell}": ${(error as Error).message}`);
  }
  const first = parts[0] as (typeof parts)[number];
  return {
    source: first.source,
    name: parts.map((part) => `${part.share}% ${part.name}`).join(' + '),
    nutrients,
  };
}

function main(): void {
  const check = process.argv.includes('--check');
  const cofid = readCofid();
  const usda = readUsda();
  const weights = readUsdaWeights();
  const ids = new Set<string>();
  const names = new Map<string, string>();
  const rows: unknown[] = [];

  for (const line of readFoodsTsv()) {
    const [
      id = '',
      nameCell = '',
      nutrientCell = '',
      weightCell = '',
      five = '',
      portionCell = '',
      flagCell = '',
    ] = line.cells;
    if (!/^[a-z][a-z0-9-]*$/.test(id)) fail(line, `bad id "${id}"`);
    if (ids.has(id)) fail(line, `id ${id} twice`);
    ids.add(id);
    // A name written "=five spice" begins a kind of the food shown by that name, it and the
    // names after it up to the next such name: a row of blends keeps its figures while "mixed
    // spice" is not shown as "garam masala". The table keeps the mark; matching ignores it.
    const markedNames = nameCell
      .split(';')
      .map((name) => name.trim())
      .filter(Boolean);
    const foodNames = markedNames.map((name) => name.replace(/^=/, ''));
    if (foodNames.length === 0) fail(line, 'no names');
    if (markedNames[0]?.startsWith('=')) fail(line, 'the first name is shown already');
    for (const name of foodNames) {
      if (name !== name.toLowerCase()) fail(line, `name "${name}" is not lower case`);
      const owner = names.get(name);
      if (owner !== undefined) fail(line, `name "${name}" is also ${owner}'s`);
      names.set(name, id);
    }
    if (!FIVE_KINDS.has(five))
      fail(line, `five "${five}" is not one of ${[...FIVE_KINDS].join(', ')}`);

    // Nutrients: the first source that has each figure ("cofid:Onions, raw|usda:11282"); a food
    // made of others by weight is their mix ("mix:50 cofid:Flour, …+50 cofid:Water, distilled").
    const sources = nutrientCell.split('|').map((ref) => {
      if (ref.startsWith('mix:')) return mixOf(line, ref.slice(4), cofid, usda);
      const [kind, key = ''] = ref.split(/:(.*)/s);
      if (kind === 'cofid') {
        const food = cofid.get(key);
        if (!food) fail(line, `no CoFID food named "${key}"`);
        return { source: 'cofid', name: food.name, nutrients: food.nutrients };
      }
      if (kind === 'usda') {
        const food = usda.get(key);
        if (!food) fail(line, `no USDA food ${key}`);
        return { source: 'usda', name: `${key} ${food.description}`, nutrients: food.nutrients };
      }
      return fail(line, `nutrients "${ref}" is neither cofid: nor usda:`);
    });
    const first = sources[0];
    if (!first) fail(line, 'no nutrient source');
    const nutrients = NUTRIENT_KEYS.map((key) => {
      const value = sources.map((s) => s.nutrients[key]).find((v) => v !== null) ?? null;
      if (value === null && (key === 'kcal' || key === 'kj')) {
        fail(line, `no energy figure in ${nutrientCell}`);
      }
      return value ?? 0;
    });

    // Weights: USDA's measures, then foods.tsv's own portions and flags on top.
    let density: number | null = null;
    const portions = new Map<string, number>();
    // "usda:A|usda:B": grams per ml from the first row that has a volume measure (raw meat's rows
    // weigh by the ounce; the cooked meat's row gives the cup of it diced), each portion from the
    // first row that has it (a slice of cucumber from the peeled row's).
    let usdaMeasures: readonly UsdaMeasure[] = [];
    // Our own count of the food, if foods.tsv gives one in grams.
    const ownEach =
      Number(/(?:^|;)\s*each=(\d+(?:\.\d+)?)\s*(?:;|$)/.exec(portionCell)?.[1]) || null;
    if (weightCell !== '' && weightCell !== '-') {
      // "usda:12220:ground": only the row's measures of that form ("1 tbsp, ground" 7 g, not
      // "1 tbsp, whole" 10.3 g), for a food sold in that form (ground flaxseed).
      // "usda:28162=crushed": a row whose cups and spoons weigh the food crushed (Kellogg's corn
      // flake crumbs for the flaked cereal, baked tortilla chips' "cup, crushed" for the chips):
      // its first plain or crushed volume measure gives `crushed-cup` and nothing else, as USDA
      // weighs the whole food's cup apart. Only where the row's own figures are the whole pieces';
      // crackers and biscuits are measured as crumbs already (their own density).
      const rowsOfWeights: (readonly UsdaMeasure[])[] = [];
      for (const ref of weightCell.split('|')) {
        const [cited = '', asForm] = ref.trim().split('=');
        const [ndb = '', form] = cited.replace(/^usda:/, '').split(':');
        const all = weights.get(ndb);
        if (!all) fail(line, `no USDA measures for ${ndb}`);
        if (asForm !== undefined) {
          if (asForm !== 'crushed') fail(line, `"${asForm}" is no row's form`);
          const crushed = MEASURE_ML.flatMap(([pattern, ml]) =>
            all
              .filter((m) => CRUSHED_MEASURE.test(m.description))
              .filter((m) => pattern.test(m.description))
              .map((m) => round((m.grams / (m.amount * ml)) * 240, 1)),
          )[0];
          if (crushed === undefined) fail(line, `no crushed cup or spoon of USDA ${ndb}`);
          portions.set('crushed-cup', crushed);
          continue;
        }
        if (form === undefined) {
          rowsOfWeights.push(all);
          continue;
        }
        const word = new RegExp(String.raw`\b${form}\b`, 'i');
        const measures = all.filter((measure) => word.test(measure.description));
        if (measures.length === 0) fail(line, `no measure of USDA ${ndb} is ${form}`);
        rowsOfWeights.push(measures);
      }
      // The first row with a density gives it, and USDA's own spoons beside it.
      for (const measures of rowsOfWeights) {
        density = densityOf(measures);
        if (density === null) continue;
        for (const [key, grams] of spoonCupsOf(measures, density)) portions.set(key, grams);
        break;
      }
      for (const measures of rowsOfWeights) {
        for (const [key, grams] of portionsOf(measures, foodNames, ownEach)) {
          if (!portions.has(key)) portions.set(key, grams);
        }
      }
      usdaMeasures = rowsOfWeights.flat();
    }
    for (const pair of portionCell
      .split(';')
      .map((p) => p.trim())
      .filter((p) => p && p !== '-')) {
      const [key = '', grams = ''] = pair.split('=');
      // "each=slice": a count of the food is one of another of its portions, as USDA weighs it
      // (a counted salami is a slice, never the whole sausage).
      const value = /^[a-z]+$/.test(grams.trim())
        ? (portions.get(grams.trim()) ?? 0)
        : Number(grams);
      if (key.trim() === '' || !(value > 0)) fail(line, `bad portion "${pair}"`);
      portions.set(key.trim(), value);
    }
    if (!portions.has('each') && portions.has('medium'))
      portions.set('each', portions.get('medium') ?? 0);
    const flags: string[] = [];
    let ownDensity = false;
    for (const flag of flagCell
      .split(';')
      .map((f) => f.trim())
      .filter((f) => f && f !== '-')) {
      const [key = '', value = ''] = flag.split('=');
      if (key === 'density') {
        const grams = Number(value);
        if (!(grams > 0 && grams < 3)) fail(line, `bad density "${value}"`);
        density = grams;
        ownDensity = true;
        // Our own density is the food's by every measure: USDA's spoons give way to it.
        portions.delete('tbsp-cup');
        portions.delete('tsp-cup');
      } else if (key === 'liquid' || key === 'negligible' || key === 'spooned') flags.push(key);
      else if (key === 'counted' && /^[a-z0-9-]+$/.test(value)) flags.push(`counted:${value}`);
      else if (key === 'poured' && /^[a-z0-9-]+$/.test(value)) flags.push(`poured:${value}`);
      else if (key === 'fresh' && /^[a-z0-9-]+$/.test(value)) flags.push(`fresh:${value}`);
      else if (key === 'ground' && /^[a-z0-9-]+$/.test(value)) flags.push(`ground:${value}`);
      else if (key === 'shell' && /^[a-z0-9-]+$/.test(value)) flags.push(`shell:${value}`);
      else fail(line, `unknown flag "${flag}"`);
    }
    // A liquid poured by its own grams per ml ("density=1.03" milk): a US recipe's cup of it is
    // the 236.6 ml cup USDA weighs, not the table's 240 ml (244 g of milk, USDA 01077's cup; was
    // 247). A density from a USDA cup already weighs that cup.
    if (ownDensity && density !== null && flags.includes('liquid')) {
      portions.set('us-cup', round(density * US_CUP_ML, 1));
    }
    // A cup of the food chopped, where USDA weighs one apart from the density (own or USDA's).
    const chopped = density === null ? null : choppedCupOf(usdaMeasures, density);
    if (chopped !== null && !portions.has('chopped-cup')) portions.set('chopped-cup', chopped);
    // Each name's words as the table matches them, worked out here once, not at every load.
    const keys = foodNames.map((name) => {
      const named = nameKey(name);
      if (named === '') fail(line, `name "${name}" has no words to match`);
      return named === name ? '' : named;
    });
    rows.push([
      id,
      markedNames.join('|'),
      first.source,
      first.name,
      five,
      nutrients,
      density ?? 0,
      [...portions].map(([key, grams]) => `${key}:${grams}`).join('|'),
      flags.join('|'),
      keys.some(Boolean) ? keys.join('|') : '',
    ]);
  }

  // A count, pour, fresh, ground or shell flag must name a food of the table.
  const rowIds = new Set(rows.map((row) => (row as string[])[0]));
  for (const row of rows as string[][]) {
    for (const kind of ['counted', 'poured', 'fresh', 'ground', 'shell']) {
      const flag = (row[8] ?? '').split('|').find((each) => each.startsWith(`${kind}:`));
      if (flag && !rowIds.has(flag.slice(kind.length + 1))) {
        throw new Error(`${row[0]}: ${kind} names no food "${flag.slice(kind.length + 1)}"`);
      }
    }
  }

  const json = JSON.stringify(rows);
  const text = [
    '// Made by packages/core/food-data/build-food-table.ts from food-data/foods.tsv and the source',
    '// tables it names (CoFID 2021, USDA SR28; food-data/README.md). Do not edit: edit foods.tsv and',
    '// run the script.',
    "import type { FoodRow } from './food-row.ts';",
    '',
    `export const FOOD_ROWS: readonly FoodRow[] = JSON.parse(${JSON.stringify(json)}) as FoodRow[];`,
    '',
  ].join('\n');
  if (check) {
    const current = readFileSync(OUT, 'utf8');
    if (current !== text) {
      console.error(
        'src/food/food-table.data.ts is not what foods.tsv and the sources make: run the script.',
      );
      process.exit(1);
    }
    console.log(`food table up to date: ${rows.length} foods`);
    return;
  }
  writeFileSync(OUT, text);
  console.log(`wrote ${rows.length} foods, ${Buffer.byteLength(text)} bytes, to ${OUT}`);
}

main();
