/**
 * What an aisle table derived from Open Food Facts' category taxonomy (food-data/off-aisles.ts)
 * would change on the TUNING parts only (hand-written tuning part and the Tesco tuning half):
 * for three ways of using it, the misses it fixes and the hits it breaks. The held-out parts are
 * not read. The taxonomy is not in the repository: give its path.
 *
 *   npx tsx packages/core/bench/off-aisles-trial.ts <path to categories.txt> [--list]
 *
 * Ways: `override` (a taxonomy phrase in the name decides), `fallback` (only where our rules
 * reached no aisle and fell back to Pantry), `form` (only a taxonomy phrase of a frozen or
 * canned category, moving a name our rules put in a fresh aisle).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { offAisleOf, offAisles, readOffTaxonomy } from '../food-data/off-aisles.ts';
import { displayCategoryOf, type DisplayCategory } from '../src/shopping/categories.ts';
import { classifyAisle, type AisleMatch } from '../src/shopping/categorise.ts';
import { readAisleSet, readGrocerSet, type LabelledName } from './aisle-accuracy.ts';

const here = import.meta.dirname;
const AISLE_SET_PATH = resolve(here, 'aisle-set.tsv');
const GROCER_SET_PATH = resolve(here, 'aisle-set-grocer.tsv');

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { list: { type: 'boolean', default: false } },
});
const path = positionals[0];
if (path === undefined) throw new Error('give the path of the taxonomy (categories.txt)');
const table = offAisles(readOffTaxonomy(readFileSync(path, 'utf8')));
console.log(`taxonomy phrases with an aisle: ${table.size}`);

/** Foods the taxonomy has a canned or frozen category for ("Canned chickpeas" → chickpea). */
const formOf = new Map<string, DisplayCategory>();
for (const [key, bucket] of table) {
  const form = /^(canned|tinned|frozen) (.+)$/.exec(key);
  if (form?.[2] !== undefined && (bucket === 'FROZEN' || bucket === 'TINNED_AND_JARRED')) {
    const had = formOf.get(form[2]);
    const now = displayCategoryOf(bucket);
    formOf.set(form[2], had === undefined || had === now ? now : 'pantry');
  }
}
console.log(`foods with a canned or frozen category: ${formOf.size}`);
const formTable = new Map(
  [...formOf]
    .filter(([, c]) => c !== 'pantry')
    .map(([k, c]) => [k, c === 'frozen' ? ('FROZEN' as const) : ('TINNED_AND_JARRED' as const)]),
);

const FRESH = new Set<DisplayCategory>([
  'vegetables',
  'fruit',
  'herbs',
  'meat_and_fish',
  'dairy_and_eggs',
]);
type Way = (ours: AisleMatch, off: DisplayCategory | null) => DisplayCategory;
const WAYS: Record<string, Way> = {
  override: (ours, off) => off ?? ours.category,
  fallback: (ours, off) => (ours.source === 'default' && off !== null ? off : ours.category),
  form: (ours, off) =>
    (off === 'frozen' || off === 'tinned_and_jarred') && FRESH.has(ours.category)
      ? off
      : ours.category,
  'sold-as': (ours) => ours.category,
};

const parts: Record<string, readonly LabelledName[]> = {
  tuning: readAisleSet(readFileSync(AISLE_SET_PATH, 'utf8')).filter((n) => !n.heldOut && !n.fresh),
  'grocer-tune': readGrocerSet(readFileSync(GROCER_SET_PATH, 'utf8')).filter((n) => !n.heldOut),
};
for (const [label, names] of Object.entries(parts)) {
  const found = names.filter((n) => offAisleOf(n.name, table) !== null).length;
  console.log(`\n${label}: ${names.length} names, ${found} with a taxonomy phrase`);
  for (const [way, pick] of Object.entries(WAYS)) {
    const fixes: string[] = [];
    const breaks: string[] = [];
    for (const n of names) {
      const ours = classifyAisle(n.name);
      const hit = offAisleOf(n.name, table);
      const off = hit === null ? null : displayCategoryOf(hit.bucket);
      const formHit = offAisleOf(n.name, formTable);
      const after =
        way === 'sold-as'
          ? formHit !== null && FRESH.has(ours.category)
            ? displayCategoryOf(formHit.bucket)
            : ours.category
          : pick(ours, off);
      const note = `${n.name} [${hit?.phrase ?? '-'}] ${ours.category} → ${after} (${n.expected})`;
      if (ours.category !== n.expected && after === n.expected) fixes.push(note);
      if (ours.category === n.expected && after !== n.expected) breaks.push(note);
    }
    console.log(`  ${way.padEnd(9)} fixes ${fixes.length}, breaks ${breaks.length}`);
    if (values.list)
      for (const line of [...fixes.map((f) => `+ ${f}`), ...breaks.map((b) => `- ${b}`)])
        console.log(`     ${line}`);
  }
}
