/**
 * Issue 31's question: does a small learned classifier on top of the aisle rules generalise
 * better than more rules? A multinomial naive Bayes over a title's catalogue words (and its
 * adjacent word pairs), trained on the labelled tuning parts only (hand-written tuning part,
 * Tesco grocer tuning half, Tesco sample tuning half) and, with `--catalogue`, the catalogue's
 * own names, is scored alone and in three ways of joining it to the rules, on every part.
 * Nothing here ships: it measures, and decides whether a model is worth wiring in.
 *
 * Run: `npx tsx bench/naive-bayes-trial.ts [--catalogue] [--pairs]`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { displayCategoryOf, type DisplayCategory } from '../src/shopping/categories.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';
import { catalogueNames } from '../src/shopping/catalogue/aisle-catalogue.ts';
import { readName } from '../src/shopping/catalogue/read-name.ts';
import { readAisleSet, readGrocerSet, scoreAisles, type LabelledName } from './aisle-accuracy.ts';

const here = dirname(fileURLToPath(import.meta.url));
const AISLE_SET_PATH = resolve(here, 'aisle-set.tsv');
const GROCER_SET_PATH = resolve(here, 'aisle-set-grocer.tsv');
const UNSEEN_SET_PATH = resolve(here, 'aisle-set-unseen.tsv');
const AMBIENT_SET_PATH = resolve(here, 'aisle-set-ambient.tsv');
const SAMPLE_SET_PATH = resolve(here, 'aisle-set-sample.tsv');

const { values } = parseArgs({
  options: { catalogue: { type: 'boolean' }, pairs: { type: 'boolean' } },
});

const names = readAisleSet(readFileSync(AISLE_SET_PATH, 'utf8'));
const grocer = readGrocerSet(readFileSync(GROCER_SET_PATH, 'utf8'));
const sample = readGrocerSet(readFileSync(SAMPLE_SET_PATH, 'utf8'));
const parts: Record<string, readonly LabelledName[]> = {
  tuning: names.filter((n) => !n.heldOut && !n.fresh),
  'held-out': names.filter((n) => n.heldOut && !n.fresh),
  fresh: names.filter((n) => n.fresh),
  'grocer-tune': grocer.filter((n) => !n.heldOut),
  'grocer-held': grocer.filter((n) => n.heldOut),
  unseen: readGrocerSet(readFileSync(UNSEEN_SET_PATH, 'utf8')),
  ambient: readGrocerSet(readFileSync(AMBIENT_SET_PATH, 'utf8')),
  'sample-tune': sample.filter((n) => !n.heldOut),
  'sample-held': sample.filter((n) => n.heldOut),
};

function features(title: string): string[] {
  const { words } = readName(title);
  const out = [...words];
  if (values.pairs === true) {
    for (let i = 1; i < words.length; i += 1) out.push(`${words[i - 1]} ${words[i]}`);
  }
  return out;
}

const training: { text: string; label: DisplayCategory }[] = [
  ...(parts.tuning ?? []),
  ...(parts['grocer-tune'] ?? []),
  ...(parts['sample-tune'] ?? []),
].map((n) => ({ text: n.name, label: n.expected }));
if (values.catalogue === true) {
  for (const entry of catalogueNames()) {
    training.push({ text: entry.name, label: displayCategoryOf(entry.bucket) });
  }
}

const classCount = new Map<DisplayCategory, number>();
const wordCount = new Map<DisplayCategory, Map<string, number>>();
const totalWords = new Map<DisplayCategory, number>();
const vocabulary = new Set<string>();
for (const { text, label } of training) {
  classCount.set(label, (classCount.get(label) ?? 0) + 1);
  const counts = wordCount.get(label) ?? new Map<string, number>();
  wordCount.set(label, counts);
  for (const word of features(text)) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
    totalWords.set(label, (totalWords.get(label) ?? 0) + 1);
    vocabulary.add(word);
  }
}

/** The most likely aisle and its posterior share (Laplace smoothing, unknown words skipped). */
function bayes(title: string): { label: DisplayCategory; share: number } {
  const words = features(title).filter((word) => vocabulary.has(word));
  const scores: [DisplayCategory, number][] = [...classCount].map(([label, count]) => {
    let score = Math.log(count / training.length);
    const counts = wordCount.get(label);
    const total = (totalWords.get(label) ?? 0) + vocabulary.size;
    for (const word of words) score += Math.log(((counts?.get(word) ?? 0) + 1) / total);
    return [label, score];
  });
  scores.sort((a, b) => b[1] - a[1]);
  const best = scores[0]?.[1] ?? 0;
  const sum = scores.reduce((acc, [, s]) => acc + Math.exp(s - best), 0);
  return { label: scores[0]?.[0] ?? 'pantry', share: 1 / sum };
}

const ways: Record<string, (title: string) => DisplayCategory> = {
  rules: (title) => classifyAisle(title).category,
  bayes: (title) => bayes(title).label,
  'rules, bayes where default': (title) => {
    const rule = classifyAisle(title);
    return rule.source === 'default' ? bayes(title).label : rule.category;
  },
  'rules, bayes over keyword at 0.9': (title) => {
    const rule = classifyAisle(title);
    if (rule.source === 'catalogue') return rule.category;
    const model = bayes(title);
    return model.share >= 0.9 ? model.label : rule.category;
  },
  'rules, bayes over keyword at 0.99': (title) => {
    const rule = classifyAisle(title);
    if (rule.source === 'catalogue') return rule.category;
    const model = bayes(title);
    return model.share >= 0.99 ? model.label : rule.category;
  },
};

const width = 12;
console.log(`training titles ${training.length}, vocabulary ${vocabulary.size}`);
console.log(
  `${'way (macro)'.padEnd(36)}${Object.keys(parts)
    .map((p) => p.padStart(width))
    .join('')}`,
);
for (const [way, classify] of Object.entries(ways)) {
  const cells = Object.values(parts).map((part) =>
    `${(scoreAisles(part, classify).macro * 100).toFixed(1)}%`.padStart(width),
  );
  console.log(`${way.padEnd(36)}${cells.join('')}`);
}
