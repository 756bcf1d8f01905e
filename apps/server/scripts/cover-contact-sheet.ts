/**
 * Draws the cover of every Chef's Pick recipe in both variants, says how long that took, and
 * writes a contact sheet PNG of the card variants (and a wide and a square crop of the first, as
 * small cards show them) so the covers can be looked at together.
 *
 *   npm run covers:sheet -w @plateful/server [-- <output.png>]
 */
import { chooseCover } from '@plateful/core';
import sharp from 'sharp';
import { readCatalogue } from '../src/catalogue/seed-factory-recipes.ts';
import { renderCover } from '../src/images/covers/cover-art.ts';

const output = process.argv[2] ?? 'cover-contact-sheet.png';
const { recipes } = readCatalogue();

const started = performance.now();
const cpuBefore = process.cpuUsage();
const cards: Buffer[] = [];
let fullBytes = 0;
for (const recipe of recipes) {
  const spec = chooseCover(recipe);
  cards.push(await renderCover(spec, 'card'));
  fullBytes += (await renderCover(spec, 'full')).length;
}
const elapsedMs = Math.round(performance.now() - started);
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
const cardBytes = cards.reduce((sum, card) => sum + card.length, 0);
console.log(
  `${recipes.length} covers (card + full) in ${elapsedMs} ms (${cpuMs} ms of CPU); ` +
    `average card ${Math.round(cardBytes / cards.length / 1024)} KB, full ${Math.round(fullBytes / cards.length / 1024)} KB`,
);

const COLUMNS = 8;
const TILE = { width: 320, height: 240 };
const tiles = await Promise.all(
  cards.map(async (card, index) => ({
    input: await sharp(card).resize(TILE.width, TILE.height).toBuffer(),
    left: (index % COLUMNS) * TILE.width,
    top: Math.floor(index / COLUMNS) * TILE.height,
  })),
);
await sharp({
  create: {
    width: COLUMNS * TILE.width,
    height: Math.ceil(cards.length / COLUMNS) * TILE.height,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles)
  .png()
  .toFile(output);
console.log(`contact sheet: ${output}`);
