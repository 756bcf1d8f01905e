/**
 * Prints how often the scraper picks the reference picture on the saved recipe pages, and its
 * misses (a URL that names the same picture at another size is marked). Run: `npm run score:images -w @plateful/scrape [-- --limit N]`.
 */
import { scoreImages } from '../src/accuracy/score-images.ts';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 30;

const started = Date.now();
const score = scoreImages();
const elapsed = Date.now() - started;
for (const miss of score.misses.slice(0, limit)) {
  const mark = miss.samePicture ? ' (same picture)' : '';
  console.log(
    `- ${miss.fixture}${mark}\n    expected ${miss.expected}\n    actual   ${miss.actual}`,
  );
}
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(
  `\nimage, same URL: ${percent(score.accuracy)} (${score.correct}/${score.pages} pages)` +
    `\nimage, same picture: ${percent(score.pictureAccuracy)} (${score.samePictures}/${score.pages})` +
    ` in ${elapsed} ms`,
);
