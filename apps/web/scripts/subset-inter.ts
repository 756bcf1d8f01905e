// Makes the Latin Inter file the app ships (issue 17, decision 0006): @fontsource's Latin subset
// of Inter Variable, kept to the weights the app uses (400-900) and the layout features a browser
// applies by itself plus tabular figures, so the first visit downloads about 30 KB instead of 48.
// Every character of the Latin subset is kept. Run after updating @fontsource-variable/inter:
//   npm run font:inter -w @plateful/web
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import {
  INTER_LATIN_SOURCE,
  INTER_LATIN_TARGET,
  KEPT_FEATURES,
  KEPT_WEIGHTS,
  latinCharacters,
} from './inter-latin.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = fs.readFileSync(path.join(webRoot, INTER_LATIN_SOURCE));
const subset = await subsetFont(source, latinCharacters(), {
  targetFormat: 'woff2',
  variationAxes: { wght: KEPT_WEIGHTS },
  keepFeatures: [...KEPT_FEATURES],
});
fs.writeFileSync(path.join(webRoot, INTER_LATIN_TARGET), subset);
console.log(`${INTER_LATIN_TARGET}: ${source.length} → ${subset.length} bytes`);
