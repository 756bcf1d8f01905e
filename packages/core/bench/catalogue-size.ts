/**
 * The aisle catalogue's weight on the wire (issue 15's aim: 15 KB or less): the catalogue with its
 * reader (`aisleCatalogue` and `nameKey`, with the data modules and the plural rules they use)
 * bundled and minified by esbuild as the web build does, then gzipped at level 9. Also the data and
 * its decoding alone (the reader left out, since the aisle rules use it anyway) and the names kept.
 *
 * Run: `npx tsx packages/core/bench/catalogue-size.ts`.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { catalogueNames } from '../src/shopping/catalogue/aisle-catalogue.ts';

const here = dirname(fileURLToPath(import.meta.url));
const CATALOGUE = resolve(here, '../src/shopping/catalogue');

async function minified(contents: string, external: string[] = []): Promise<Buffer> {
  const result = await build({
    stdin: { contents, resolveDir: CATALOGUE, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external,
    logLevel: 'error',
  });
  return Buffer.from(result.outputFiles[0]?.contents ?? new Uint8Array());
}

const kb = (bytes: number) =>
  `${(bytes / 1000).toFixed(1)} KB (${bytes.toLocaleString('en-GB')} bytes)`;
const withReader = await minified(
  "export { aisleCatalogue } from './aisle-catalogue.ts'; export { nameKey } from './read-name.ts';",
);
const dataOnly = await minified("export { aisleCatalogue } from './aisle-catalogue.ts';", [
  './read-name.ts',
]);
console.log(`names in the catalogue          ${catalogueNames().length}`);
console.log(
  `catalogue with its reader       ${kb(withReader.length)} minified, ${kb(gzipSync(withReader, { level: 9 }).length)} gzip`,
);
console.log(
  `data and decoding only          ${kb(dataOnly.length)} minified, ${kb(gzipSync(dataOnly, { level: 9 }).length)} gzip`,
);
