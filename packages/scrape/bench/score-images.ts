/**
 * Prints how often the scraper picks the reference picture on the saved recipe pages, and its
 * misses. Run: `npm run score:images -w @plateful/scrape [-- --limit N]`.
 */
import { scoreImages } from '../src/accuracy/score-images.ts';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 30;

const started = Date.now();
const score = scoreImages();
const elapsed = Date.now() - started;
for (const miss of score.misses.slice(0, limit)) {
  console.log(`- ${miss.fixture}\n    expected ${miss.expected}\n    actual   ${miss.actual}`);
}
console.log(
  `\nimage: ${(score.accuracy * 100).toFixed(1)}% (${score.correct}/${score.pages} pages) in ${elapsed} ms`,
);
