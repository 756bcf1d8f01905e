/**
 * Writes the sample export files to e2e/fixtures/import, for the CLI and browser tests:
 * `npx tsx packages/scrape/src/import/samples/write-samples.ts`. The files are committed; run this
 * again only when the samples change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, strToU8, zipSync } from 'fflate';
import {
  cooklangText,
  copyMeThatFile,
  mealieExport,
  melaRecipe,
  paprikaFile,
  paprikaSoup,
  recipeSageExport,
  savedPage,
  tandoorExport,
} from './sample-files.ts';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../e2e/fixtures/import');
mkdirSync(out, { recursive: true });
const files: Record<string, Uint8Array> = {
  'My Recipes.paprikarecipes': paprikaFile(),
  'Leek and Potato Soup.paprikarecipe': gzipSync(strToU8(JSON.stringify(paprikaSoup))),
  'Lemon Drizzle Cake.melarecipe': strToU8(JSON.stringify(melaRecipe)),
  'mealie-export.zip': mealieExport(),
  'tandoor-export.zip': tandoorExport(),
  'recipesage-export.json': strToU8(JSON.stringify(recipeSageExport, null, 2)),
  'CopyMeThat-export.zip': copyMeThatFile(),
  'Easy Pancakes.cook': strToU8(cooklangText),
  'Victoria Sponge.html': strToU8(savedPage),
  'not-a-recipe.json': strToU8('{"hello": "world"}'),
  'evil.zip': zipSync({ '../../outside.json': strToU8(JSON.stringify(melaRecipe)) }),
};
for (const [name, bytes] of Object.entries(files)) writeFileSync(join(out, name), bytes);
console.log(`wrote ${Object.keys(files).length} files to ${out}`);
