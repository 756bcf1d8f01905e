/**
 * Perturbation probes (decision 0028, sessions 72-75): every TUNING line the parser reads right
 * (quantity, unit and name) is parsed again with one harmless change (a footnote mark, a bullet,
 * "tin" for "can", a unit's other spelling, a comma's spacing, a hedge, a number in words…), and
 * each change counts the lines whose parse moved. A change no cook would read differently should
 * move none: the lines it moves are the parser's blind spots, found without tuning on labels.
 *
 *   npx tsx packages/core/bench/score-ingredient-sets.ts <ingredient-parser mirror> --out DIR
 *   npx tsx packages/core/bench/perturb-lines.ts DIR [probe name part] [out file]
 *
 * DIR holds the nyt, wide and sf sets as JSON lines (`--out` writes them); the DEV set is read
 * from the repository. The summary is printed; each moved line, before and after, goes to the
 * out file (default /tmp/perturb-lines.txt). Held-out lines are never read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { DEV_SET_PATH, readLabelledLines, scoreLine, splitHalves } from './ingredient-accuracy.ts';

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: perturb-lines.ts DIR [probe name part] [out file]');
const files = [DEV_SET_PATH, ...['nyt', 'wide', 'sf'].map((set) => join(dir, `${set}.jsonl`))];
const inputs = new Set<string>();
for (const f of files) {
  const { tuning } = splitHalves(readLabelledLines(readFileSync(f, 'utf8')).map(scoreLine));
  for (const r of tuning) if (r.quantityOk && r.unitOk && r.nameOk) inputs.add(r.line.input);
}
const key = (l: string) => {
  const p = parseIngredient(l);
  return `${p.quantity}|${p.quantityMax}|${p.unit}|${p.name
    .toLowerCase()
    .replace(/\btins?\b/g, 'can')
    .replace(/[’‘]/g, "'")}`;
};
type Probe = [string, (l: string) => string | null];
const sub = (re: RegExp, to: string) => (l: string) => (re.test(l) ? l.replace(re, to) : null);
const probes: Probe[] = [
  ['asterisk end', (l) => l + '*'],
  ['asterisk after first comma-less', (l) => (/,/.test(l) ? l.replace(/,/, '*,') : null)],
  ['checkbox ▢', (l) => '▢ ' + l],
  ['* bullet', (l) => '* ' + l],
  ['trailing space+tab', (l) => '\t' + l + '  '],
  ['1-1/2 mixed', sub(/\b(\d) (\d\/\d)\b/, '$1-$2')],
  ['1½ nospace', sub(/\b(\d) 1\/2\b/, '$1½')],
  [
    '2cups nospace',
    sub(/^(\d+) (cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|lb|pounds?|ounces?)\b/, '$1$2'),
  ],
  ['tsp.', sub(/\b(teaspoons?|tsp)\b/, 'tsp.')],
  ['oz.', sub(/\b(ounces?|oz)\b/, 'oz.')],
  ['lbs', sub(/\b(pounds?|lbs?)\b/, 'lbs')],
  ['Ib for lb', sub(/(?<=\d ?)lb(?=s?\b)/, 'Ib')],
  ['lb.', sub(/\b(pounds?|lbs?)\b/, 'lb.')],
  ['C cup', sub(/^([\d/ ½¼¾⅓]+) cups?\b/, '$1 C')],
  ['c. cup', sub(/^([\d/ ½¼¾⅓]+) cups?\b/, '$1 c.')],
  ['t tsp', sub(/^([\d/ ½¼¾⅓]+) (teaspoons?|tsp)\b/, '$1 t')],
  ['TBSP caps', sub(/\b(tablespoons?|tbsp)\b/, 'TBSP')],
  ['Tsp', sub(/\b(teaspoons?|tsp)\b/, 'Tsp')],
  [
    'cups of',
    sub(/^([\d/ ½¼¾⅓]+ (cups?|tablespoons?|teaspoons?|tbsp|tsp)) (?!of\b)([a-z])/, '$1 of $3'),
  ],
  ['cup (240 ml)', sub(/^(1 cups?)\b/, '$1 (240 ml)')],
  ['heaped', sub(/^(\d+) (tbsp|tablespoons?|tsp|teaspoons?)\b/, '$1 heaped $2')],
  ['level', sub(/^(\d+) (tbsp|tablespoons?|tsp|teaspoons?)\b/, '$1 level $2')],
  ['one word', sub(/^1 (?![\d/])/, 'one ')],
  ['two word', sub(/^2 (?![\d/])/, 'two ')],
  ['", divided"', (l) => (/(divided|,|\()/.test(l) ? null : l + ', divided')],
  ['" (divided)"', (l) => (/(divided|\()/.test(l) ? null : l + ' (divided)')],
  ['", plus more"', (l) => (/(plus|more|,|\()/.test(l) ? null : l + ', plus more to taste')],
  ['", at room temperature"', (l) => (/(,|\(|room)/.test(l) ? null : l + ', at room temperature')],
  ['" (see note)"', (l) => (/(\(|note)/.test(l) ? null : l + ' (see note)')],
  ['"approximately"', (l) => (/^\d/.test(l) ? 'approximately ' + l : null)],
  ['"~"', (l) => (/^\d/.test(l) ? '~' + l : null)],
  ['"roughly"', (l) => (/^\d/.test(l) ? 'roughly ' + l : null)],
  ['semicolon notes', sub(/, /, '; ')],
  [
    'paren notes',
    (l) => {
      const m = /^(.*?), ([a-z][a-z ]+)$/.exec(l);
      return m ? `${m[1]} (${m[2]})` : null;
    },
  ],
  ['® brand', sub(/^([\d/ ½¼¾⅓]+ (?:[a-z]+ )?)([A-Z][a-z]+)\b/, '$1$2®')],
  ['straight apostrophe', sub(/’/g, "'")],
  ['curly apostrophe', sub(/'/g, '’')],
  ['range to', sub(/\b(\d+)-(\d+)\b/, '$1 to $2')],
  ['range dash', sub(/\b(\d+) to (\d+)\b/, '$1-$2')],
  ['range or', sub(/\b(\d+) to (\d+)\b/, '$1 or $2')],
  ['fl oz', sub(/\bfl(uid|\.)? ?(ounces?|oz\.?)/, 'fl. oz.')],
  ['fraction spaced', sub(/\b(\d)\/(\d)\b/, '$1 / $2')],
  ['1.0', sub(/^1 (?![\d/])/, '1.0 ')],
  ['+ for plus', sub(/ plus (?=\d)/, ' + ')],
  ['and → &', sub(/ and /, ' & ')],
  ['every and → &', sub(/ and /g, ' & ')],
  ['range → ~', sub(/(\d)\s*(?:-|–| to )\s*(?=\d)/, '$1~')],
  ['range → full-width ～', sub(/(\d)\s*(?:-|–| to )\s*(?=\d)/, '$1～')],
  ['no oxford', sub(/, and /, ' and ')],
  ['lowercase all', (l) => (/[A-Z]/.test(l) ? l.toLowerCase() : null)],
  ['Sentence first cap', (l) => (/^[a-z]/.test(l) ? l[0]!.toUpperCase() + l.slice(1) : null)],
  ['ml no space', sub(/\b(\d+) (ml|g|kg|l)\b/, '$1$2')],
  ['g → gram', sub(/\b(\d+) ?g\b/, '$1 gram')],
  ['kg → kilo', sub(/\b(\d+) ?kg\b/, '$1 kilograms')],
  ['tbsp → tbl', sub(/\b(tablespoons?|tbsp)\b/, 'tbl')],
  ['tbsp → tbsps', sub(/\b(tablespoons|tbsp)\b/, 'tbsps')],
  ['tsp → tsps', sub(/\b(teaspoons|tsp)\b/, 'tsps')],
  ['lg/med/sm', sub(/\blarge\b/, 'lg')],
  ['med', sub(/\bmedium\b/, 'med')],
  ['pkg', sub(/\bpackages?\b/, 'pkg')],
  ['pkg.', sub(/\bpackages?\b/, 'pkg.')],
  ['envelope→packet', sub(/\bpackets?\b/, 'sachet')],
  ['qt', sub(/\bquarts?\b/, 'qt')],
  ['pt', sub(/\bpints?\b/, 'pt')],
  ['oz → ounce', sub(/\boz\b/, 'ounce')],
  ['(14 oz.) can', sub(/\((\d+)[- ]ounce\)/, '($1 oz.)')],
  ['14-oz', sub(/\((\d+)[- ]ounce\)/, '($1-oz)')],
  ['14oz', sub(/\((\d+)[- ]ounce\)/, '($1oz)')],
  ['no brackets size', sub(/^(\d+) \((\d+)[- ]ounce\) /, '$1 $2-ounce ')],
  ['inch quote', sub(/(\d+)-inch\b/, '$1"')],
  ['inch in', sub(/(\d+)-inch\b/, '$1-in.')],
  ['degree', sub(/\bcold\b/, 'cold')],
  ['double comma', sub(/, /, ',, ')],
  ['comma no space', sub(/, (?=[a-z])/, ',')],
  ['space before comma', sub(/, /, ' , ')],
  ['space before every comma', sub(/, /g, ' , ')],
  ['no-break space before comma', sub(/, /, '\u00a0, ')],
  [
    'lengths by or',
    sub(/\b(\d+) to (\d+)(?=[\s-]*(?:inch|in\.|cm)\S*\s+(?:long|thick|wide))/, '$1 or $2'),
  ],
  ['en dash in word', sub(/(\w)-(\w)/, '$1–$2')],
  ['approx.', (l) => (/^\d/.test(l) ? 'approx. ' + l : null)],
  ['about', (l) => (/^\d/.test(l) ? 'about ' + l : null)],
  ['around', (l) => (/^\d/.test(l) ? 'around ' + l : null)],
  ['full stop', (l) => (/[.)]$/.test(l) ? null : l + '.')],
  ['x count', sub(/^(\d+) (?=(?:large|medium|small) )/, '$1 x ')],
  ['x can', sub(/^(\d+) \((\d+)[- ]ounce\) /, '$1 x $2-ounce ')],
  ['x metric', sub(/^(\d+) \((\d+) ?(g|ml)\) /, '$1 x $2$3 ')],
  ['en dash range', sub(/\b(\d+)(?:-| to )(\d+)\b/, '$1–$2')],
  ['spaced dash range', sub(/\b(\d+)(?:-| to )(\d+)\b/, '$1 - $2')],
  ['spaced en dash', sub(/\b(\d+)(?:-| to )(\d+)\b/, '$1 – $2')],
  ['1 ½ spaced', sub(/\b(\d) 1\/2\b/, '$1 ½')],
  ['1 ¼ spaced', sub(/\b(\d) 1\/4\b/, '$1 ¼')],
  ['½ spaced', sub(/^1\/2 /, '½ ')],
  ['1 and 1/2', sub(/^(\d) (\d\/\d)\b/, '$1 and $2')],
  ['half a', sub(/^1\/2 (cup|teaspoon|tablespoon|pound)\b/, 'half a $1')],
  ['a for 1', sub(/^1 (cup|teaspoon|tablespoon|pound|can|large|medium|small|tbsp|tsp)\b/, 'a $1')],
  ['Tbsp.', sub(/\b(tablespoons?|tbsp)\b/, 'Tbsp.')],
  ['tbs', sub(/\b(tablespoons?|tbsp)\b/, 'tbs')],
  ['g.', sub(/\b(\d+) ?g\b/, '$1 g.')],
  ['grams', sub(/\b(\d+) ?g\b/, '$1 grams')],
  ['(approx.)', sub(/^(\d+ ?(?:g|ml|kg)) /, '$1 (approx.) ')],
  ['heaped tsp', sub(/^(\d+) (tbsp|tablespoons?|tsp|teaspoons?)\b/, '$1 heaping $2')],
  ['generous', sub(/^(\d+) (cups?|tbsp|tablespoons?|tsp|teaspoons?)\b/, '$1 generous $2')],
  ['scant', sub(/^(\d+) (cups?|tbsp|tablespoons?|tsp|teaspoons?)\b/, '$1 scant $2')],
  ['oz caps', sub(/\b(ounces?|oz)\b/, 'OZ')],
  ['ml caps', sub(/\b(\d+) ?ml\b/, '$1ML')],
  ['mls', sub(/\b(\d+) ?ml\b/, '$1 mls')],
  ['trailing comma', (l) => (/[,.)]$/.test(l) ? null : l + ',')],
  ['trailing semicolon', (l) => (/[,.;)]$/.test(l) ? null : l + ';')],
  ['nbsp after number', sub(/^(\d+) /, '$1\u00a0')],
  ['thin space fraction', sub(/\b(\d) (\d\/\d)\b/, '$1\u2009$2')],
  ['decimal comma', sub(/\b(\d+)\.(\d+)\b/, '$1,$2')],
  ['1/2 as .5', sub(/^(\d) 1\/2 /, '$1.5 ')],
  ['tsp. caps', sub(/\b(teaspoons?|tsp)\b/, 'Tsp.')],
  ['pinch of', sub(/^(\d+|a) pinch\b/, '$1 pinch of')],
  ['to serve', (l) => (/(,|\(|serve)/.test(l) ? null : l + ', to serve')],
  ['for garnish', (l) => (/(,|\(|garnish)/.test(l) ? null : l + ', for garnish')],
  ['quote apostrophe ’s', sub(/'s\b/, '’s')],
  ['ounce hyphen', sub(/\((\d+)[- ]ounce\)/, '($1-oz.)')],
  ['inch ″', sub(/(\d+)-inch\b/, '$1″')],
  ['1/2-inch dot in.', sub(/(\d\/\d)-inch\b/, '$1-in.')],
  // Session 74 (lines78).
  ['fraction slash ⁄', sub(/\b(\d)\/(\d)\b/, '$1\u2044$2')],
  ['¼ glyph', sub(/^1\/4 /, '¼ ')],
  ['¾ glyph', sub(/^3\/4 /, '¾ ')],
  ['⅓ glyph', sub(/^1\/3 /, '⅓ ')],
  ['⅔ glyph', sub(/^2\/3 /, '⅔ ')],
  ['" (optional)"', (l) => (/(optional|\()/.test(l) ? null : l + ' (optional)')],
  ['", optional"', (l) => (/(optional|,)/.test(l) ? null : l + ', optional')],
  ['• bullet', (l) => '• ' + l],
  ['- bullet', (l) => (/^\d/.test(l) ? '- ' + l : null)],
  ['double spaces', sub(/ /g, '  ')],
  ['gr for g', sub(/\b(\d+) ?g\b/, '$1 gr')],
  ['mL', sub(/\b(\d+) ?ml\b/, '$1 mL')],
  ['.5 no zero', sub(/\b0\.(\d)/, '.$1')],
  ['tbsp (15 ml)', sub(/^(1 (?:tablespoon|tbsp))\b/, '$1 (15 ml)')],
  ['cup/240ml', sub(/^(1 cup)\b/, '$1/240ml')],
  ['cups.', sub(/^([\d/ ½¼¾⅓]+ cups?)\b/, '$1.')],
  ['fl ounce', sub(/\bfl(?:uid|\.)? ?(?:ounces?|oz\.?)/, 'fl ounces')],
  // Session 74 (lines79).
  // "1 2-inch piece ginger" as "2½-inch piece ginger": one piece of a mixed length.
  [
    '1½-inch piece',
    sub(/^(?:1|one|a) (\d+)-inch (piece|knob|chunk|slice|stick|strip|length)\b/i, '$1½-inch $2'),
  ],
  [
    'N 1/2-inch piece',
    sub(/^(?:1|one|a) (\d+)-inch (piece|knob|chunk|slice|stick|strip)\b/i, '$1 1/2-inch $2'),
  ],
  ['lg for large', sub(/^(\d+) large\b/, '$1 lg')],
  ['lg or sm sizes', sub(/^(\d+) large or (\d+) small\b/, '$1 lg or $2 sm')],
  ['", to serve" after the name', (l) => (/(serve|,|\()/.test(l) ? null : l + ', to serve')],
  // Session 75 (lines81).
  // "5 egg whites" as "egg whites, 5." (a count written last, closed by a sentence's full stop).
  ['count last, full stop', sub(/^(\d{1,2}) ([a-z]+(?: [a-z]+)?)$/, '$2, $1.')],
  // "French fried onions" as "french fried onions": a place's word in lower case.
  [
    'place word in lower case',
    (l) => {
      const m = /\b(French|Italian|Greek|Spanish|Mexican|Thai|English|Japanese|Chinese)\b/.exec(l);
      return m ? l.replace(m[0], m[0].toLowerCase()) : null;
    },
  ],
  // Session 78 (lines78b): the ways British pages write the same measures.
  ['uk: tablespoon → tbsp', sub(/\btablespoons?\b/, 'tbsp')],
  ['uk: teaspoon → tsp', sub(/\bteaspoons?\b/, 'tsp')],
  [
    'uk: heaped after a fraction',
    sub(/^(\d\/\d) (tbsp|tablespoons?|tsp|teaspoons?)\b/, '$1 heaped $2'),
  ],
  ['uk: a heaped for 1', sub(/^1 (tbsp|tablespoon|tsp|teaspoon)\b/, 'a heaped $1')],
  ['uk: ½ glyph', sub(/^1\/2 /, '½ ')],
  ['uk: ½-1 range', sub(/^1\/2 to 1 /, '½-1 ')],
  ['uk: 1½-2 range', sub(/^1 1\/2 to 2 /, '1½-2 ')],
  ['uk: range glued unit', sub(/^(\d+) to (\d+) (tbsp|tsp|g|ml|kg)\b/, '$1-$2$3')],
  ['uk: range glued spaced', sub(/^(\d+)-(\d+) (tbsp|tsp|g|ml|kg)\b/, '$1 to $2$3')],
  ['uk: x 400g tins', sub(/^(\d+) \((?:14|15)[- ]ounce\) cans?\b/, '$1 x 400g tins')],
  ['uk: N x 400g tin', sub(/^1 \((?:14|15)[- ]ounce\) can\b/, '1 x 400g tin')],
  ['uk: g glued', sub(/^(\d+) (g|ml)\b/, '$1$2')],
  ['uk: g glued with /oz', sub(/^(\d+) ?g (?!\/)/, '$1g/2oz ')],
  ['uk: ml glued with /fl oz', sub(/^(\d+) ?ml (?!\/)/, '$1ml/4fl oz ')],
  ['uk: tsp caps Tsp', sub(/\btsp\b/, 'Tsp')],
  ['uk: tbsp caps Tbsp', sub(/\btbsp\b/, 'Tbsp')],
  ['uk: 1 2/3 → 1⅔', sub(/^1 2\/3 /, '1⅔ ')],
  ['uk: 1 1/4 → 1¼', sub(/^1 1\/4 /, '1¼ ')],
  ['uk: 3/4 → ¾', sub(/^3\/4 /, '¾ ')],
  [
    'uk: every half a glyph',
    (l) =>
      /\b1\/2\b/.test(l) ? l.replace(/\b(\d) 1\/2\b/g, '$1½').replace(/\b1\/2\b/g, '½') : null,
  ],
  ['uk: range to a glyph', sub(/\b(\d) to (\d) 1\/2\b/, '$1-$2½')],
  [
    'uk: heaped after a range',
    sub(/^(\d+) to (\d+) (tbsp|tablespoons|tsp|teaspoons)\b/, '$1-$2 heaped $3'),
  ],
  [
    'uk: weight in brackets at the end',
    (l) => (/^\d/.test(l) && !/[()]/.test(l) && /[a-z]$/i.test(l) ? `${l} (about 150g)` : null),
  ],
  [
    'uk: weight in brackets after the count',
    sub(/^(\d+) (?=(?:large|medium|small) [a-z]+s?,)/, '$1 (about 150g) '),
  ],
  [
    'uk: all at once',
    (l) => {
      const v = l
        .replace(/\btablespoons?\b/g, 'tbsp')
        .replace(/\bteaspoons?\b/g, 'tsp')
        .replace(/\b(\d) 1\/2\b/g, '$1½')
        .replace(/\b(\d) 1\/4\b/g, '$1¼')
        .replace(/\b1\/2\b/g, '½')
        .replace(/\b1\/4\b/g, '¼')
        .replace(/\b3\/4\b/g, '¾')
        .replace(/\b(\d+) to (\d+)\b/g, '$1-$2')
        .replace(/\b(\d+) (g|ml|kg)\b/g, '$1$2');
      return v === l ? null : v;
    },
  ],
  ['uk: metric glued in brackets', sub(/\((\d+) (g|ml)\)/, '($1$2)')],
  ['uk: metric then of', sub(/^(\d+) ?(g|ml|kg) (?!of\b)(?=[a-z])/, '$1$2 of ')],
  ['uk: cups of glyph', sub(/^1\/2 cup (?!of\b|plus\b|minus\b|less\b|\+)/, '½ cup of ')],
];
const out: string[] = [];
const summary: string[] = [];
const before = new Map<string, string>();
for (const l of inputs) before.set(l, key(l));
const only = process.argv[3];
for (const [name, f] of probes) {
  if (only && !name.includes(only)) continue;
  let n = 0,
    changed = 0;
  for (const l of inputs) {
    const v = f(l);
    if (v === null || v === l) continue;
    n++;
    const k = key(v);
    if (k !== before.get(l)) {
      changed++;
      out.push(`[${name}] ${JSON.stringify(l)} ${before.get(l)}\n   -> ${JSON.stringify(v)} ${k}`);
    }
  }
  summary.push(`${name.padEnd(28)} ${String(changed).padStart(5)} / ${n}`);
}
writeFileSync(process.argv[4] ?? '/tmp/perturb-lines.txt', out.join('\n') + '\n');
console.log(`${inputs.size} lines`);
console.log(summary.join('\n'));
