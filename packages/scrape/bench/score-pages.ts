/**
 * Prints the extractor's accuracy per field on the saved recipe pages, and its failures.
 * Run: `npx tsx packages/scrape/bench/score-pages.ts [field] [--limit N]`.
 */
import { scoreFixtures, SCORED_FIELDS } from '../src/accuracy/score-fixtures.ts';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 20;
const only = args.find((arg, index) => !arg.startsWith('--') && index !== limitAt + 1);

const started = Date.now();
const score = scoreFixtures();
const elapsed = Date.now() - started;

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 400);
for (const field of SCORED_FIELDS) {
  if (only && field !== only) continue;
  const failures = score.failures.filter((failure) => failure.field === field);
  console.log(`\n## ${field}: ${failures.length} failures`);
  for (const failure of failures.slice(0, limit)) {
    console.log(
      `- ${failure.fixture}\n    expected ${show(failure.expected)}\n    actual   ${show(failure.actual)}`,
    );
  }
}
console.log(`\n${score.pages} pages in ${elapsed} ms`);
for (const field of SCORED_FIELDS) {
  const percent = (score.accuracy[field] * 100).toFixed(1);
  console.log(
    `${field.padEnd(13)} ${percent.padStart(5)}%  (${score.correct[field]}/${score.pages})`,
  );
}
