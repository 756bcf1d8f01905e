/**
 * Readers of the source tables the food table is made from (food-data/README.md): CoFID 2021
 * (UK, McCance and Widdowson's) as a CSV, and USDA SR28's abbreviated nutrient table and its
 * household-measure weights, both `^`-separated with `~` around text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsv } from './csv.ts';

const SOURCES = join(import.meta.dirname, 'sources');

/** The nutrients Plateful keeps, per 100 g; null where the source has no figure. */
export interface SourceNutrients {
  readonly kcal: number | null;
  readonly kj: number | null;
  readonly fat: number | null;
  readonly saturates: number | null;
  readonly carbohydrate: number | null;
  readonly sugars: number | null;
  readonly fibre: number | null;
  readonly protein: number | null;
  /** Salt = sodium × 2.5 (the UK label's rule). */
  readonly salt: number | null;
}

/** CoFID's cells: a number, "Tr" (trace: 0), "N" (not measured: null) or empty (null). */
function cofidNumber(cell: string | undefined): number | null {
  if (cell === undefined) return null;
  const text = cell.trim();
  if (text === 'Tr') return 0;
  if (text === '' || text === 'N') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export interface CofidFood {
  readonly name: string;
  readonly nutrients: SourceNutrients;
}

/** CoFID foods by their exact name ("Onions, raw"). */
export function readCofid(): Map<string, CofidFood> {
  const rows = readCsv(readFileSync(join(SOURCES, 'cofid-2021.csv'), 'utf8'));
  const header = rows[0] ?? [];
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`cofid-2021.csv has no column ${name}`);
    return index;
  };
  const at = {
    kcal: column('energy_kcal'),
    kj: column('energy_kJ'),
    fat: column('fat_g'),
    saturates: column('saturated_fat_g'),
    carbohydrate: column('carbohydrate_g'),
    sugars: column('sugar_g'),
    aoacFibre: column('fibre_g'),
    nspFibre: column('non_starch_polysaccharide_g'),
    protein: column('protein_g'),
    sodium: column('sodium_mg'),
  };
  const foods = new Map<string, CofidFood>();
  // Rows 2-5 are units, codes, details and reference intakes.
  for (const cells of rows.slice(5)) {
    const name = cells[0]?.trim() ?? '';
    if (name === '') continue;
    const get = (index: number): number | null => cofidNumber(cells[index]);
    const sodium = get(at.sodium);
    foods.set(name, {
      name,
      nutrients: {
        kcal: get(at.kcal),
        kj: get(at.kj),
        fat: get(at.fat),
        saturates: get(at.saturates),
        carbohydrate: get(at.carbohydrate),
        sugars: get(at.sugars),
        // UK labels give AOAC fibre; CoFID's older rows have only the Englyst (NSP) figure.
        fibre: get(at.aoacFibre) ?? get(at.nspFibre),
        protein: get(at.protein),
        salt: sodium === null ? null : round((sodium * 2.5) / 1000, 3),
      },
    });
  }
  return foods;
}

export interface UsdaFood {
  readonly ndb: string;
  readonly description: string;
  readonly nutrients: SourceNutrients;
}

function usdaFields(line: string): string[] {
  return line.split('^').map((field) => field.replace(/^~|~$/g, ''));
}

function usdaNumber(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === '') return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : null;
}

/** USDA SR28 foods by NDB number ("11282"), from ABBREV (columns as its documentation lists). */
export function readUsda(): Map<string, UsdaFood> {
  const foods = new Map<string, UsdaFood>();
  for (const line of readFileSync(join(SOURCES, 'usda-sr28-abbrev.txt'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const cells = usdaFields(line);
    const ndb = cells[0] ?? '';
    const n = (column: number): number | null => usdaNumber(cells[column - 1]);
    const kcal = n(4);
    const sodium = n(16);
    foods.set(ndb, {
      ndb,
      description: cells[1] ?? '',
      nutrients: {
        kcal,
        kj: kcal === null ? null : Math.round(kcal * 4.184),
        fat: n(6),
        saturates: n(45),
        carbohydrate: n(8),
        sugars: n(10),
        fibre: n(9),
        protein: n(5),
        salt: sodium === null ? null : round((sodium * 2.5) / 1000, 3),
      },
    });
  }
  return foods;
}

export interface UsdaMeasure {
  readonly amount: number;
  /** The measure's name in lower case ("cup, chopped", "tbsp", "nlea serving"). */
  readonly description: string;
  readonly grams: number;
}

/**
 * USDA SR28 household measures by NDB number ("1 cup, chopped = 160 g"), from the weight file's
 * text. A measure's name is read in lower case: USDA spells the same measure both ways ("tbsp" in
 * most rows, "Tbsp" in five: sweet and sour sauce's "2 Tbsp" is 35 g; "NLEA serving" and "NLEA
 * Serving"), and the capitals mean nothing a measure's words are matched by.
 */
export function usdaWeightsOf(text: string): Map<string, UsdaMeasure[]> {
  const weights = new Map<string, UsdaMeasure[]>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const cells = usdaFields(line);
    const ndb = cells[0] ?? '';
    const amount = usdaNumber(cells[2]);
    const grams = usdaNumber(cells[4]);
    if (amount === null || grams === null || amount <= 0) continue;
    const list = weights.get(ndb) ?? [];
    list.push({ amount, description: (cells[3] ?? '').toLowerCase(), grams });
    weights.set(ndb, list);
  }
  return weights;
}

/** The committed USDA SR28 weight file's measures (`sources/usda-sr28-weight.txt`). */
export function readUsdaWeights(): Map<string, UsdaMeasure[]> {
  return usdaWeightsOf(readFileSync(join(SOURCES, 'usda-sr28-weight.txt'), 'utf8'));
}

export function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/**
 * The nutrients of a food made of others by weight ("50 flour + 50 water", a sourdough starter):
 * each figure is the parts' sum by share, null when any part lacks it (so the next source may
 * give it). The shares are percentages and must add up to 100.
 */
export function mixNutrients(
  parts: readonly { readonly share: number; readonly nutrients: SourceNutrients }[],
): SourceNutrients {
  const total = parts.reduce((sum, part) => sum + part.share, 0);
  if (parts.length < 2 || parts.some((part) => !(part.share > 0)) || Math.abs(total - 100) > 1e-9) {
    throw new Error(`a mix needs two or more positive shares adding up to 100, not ${total}`);
  }
  const mixed = (key: keyof SourceNutrients): number | null => {
    let sum = 0;
    for (const part of parts) {
      const value = part.nutrients[key];
      if (value === null) return null;
      sum += (value * part.share) / 100;
    }
    return round(sum, 3);
  };
  return {
    kcal: mixed('kcal'),
    kj: mixed('kj'),
    fat: mixed('fat'),
    saturates: mixed('saturates'),
    carbohydrate: mixed('carbohydrate'),
    sugars: mixed('sugars'),
    fibre: mixed('fibre'),
    protein: mixed('protein'),
    salt: mixed('salt'),
  };
}
