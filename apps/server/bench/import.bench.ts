/**
 * `npm run bench:import -w @plateful/server` (not a test): issue 19's figures. A Paprika export of
 * BENCH_IMPORT_RECIPES (default 500) recipes, each with its own ~100 KB JPEG photo, is imported in
 * Chromium through the real screen — uploaded to POST /api/import/file (read in the worker,
 * photos re-encoded and re-hosted), reviewed, then saved through POST /api/import/recipes in
 * chunks of 25 — on a fresh embedded database. Reported: recipes per second for reading, saving
 * and the whole, and the tab's peak JS heap (CDP Performance.getMetrics, sampled every 100 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { gzipSync, strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { paprikaSoup } from '../../../packages/scrape/src/import/samples/sample-files.ts';
import { SERVER_DIR, spawnTs, waitForOutput } from '../test/support/spawn-server.ts';

const RECIPES = Number(process.env.BENCH_IMPORT_RECIPES ?? 500);
const PHOTO_TARGET_BYTES = 100 * 1024;

/** A JPEG of about 100 KB: noise over a colour, so it does not compress away. */
async function photo(seed: number): Promise<Buffer> {
  const width = 460;
  const height = 345;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = (state >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function paprikaExport(count: number): Promise<{ bytes: Uint8Array; photoBytes: number }> {
  const entries: Record<string, Uint8Array> = {};
  let photoBytes = 0;
  for (let i = 0; i < count; i += 1) {
    const jpeg = await photo(i + 1);
    photoBytes += jpeg.length;
    const recipe = {
      ...paprikaSoup,
      uid: `BENCH-${i}`,
      name: `Bench Soup ${i + 1}`,
      source_url: `https://example.org/bench-soup-${i + 1}`,
      photo_data: jpeg.toString('base64'),
    };
    entries[`Bench Soup ${i + 1}.paprikarecipe`] = gzipSync(strToU8(JSON.stringify(recipe)));
  }
  return { bytes: zipSync(entries, { level: 0 }), photoBytes };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-bench-import-'));
const filePath = path.join(dataDir, 'Bench.paprikarecipes');
const made = await paprikaExport(RECIPES);
fs.writeFileSync(filePath, made.bytes);
console.log(
  `file: ${RECIPES} recipes, ${(made.bytes.length / 1024 / 1024).toFixed(1)} MB ` +
    `(photos average ${Math.round(made.photoBytes / RECIPES / 1024)} KB, aimed at ${PHOTO_TARGET_BYTES / 1024} KB)`,
);

const server = spawnTs('src/main.ts', {
  DATA_DIR: dataDir,
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: path.resolve(SERVER_DIR, '../web/dist'),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const [, base] = await waitForOutput(server, /running at (http:\/\/\S+)/, 300_000);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const account = Array.from(
    { length: 25 },
    (_, i) => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[(i * 7) % 31],
  ).join('');
  await page.addInitScript({
    content:
      `localStorage.setItem('plateful:accountCode', ${JSON.stringify(JSON.stringify(account))});` +
      `localStorage.setItem('plateful:installPrompt', '{"dismissed":true,"installed":false,"snoozedUntil":null}');`,
  });
  await page.goto(`${base}/build/import`);
  await page.getByRole('heading', { name: 'Import recipes' }).waitFor({ timeout: 30_000 });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  let peakHeap = 0;
  const sample = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    peakHeap = Math.max(peakHeap, used);
  };
  await sample();
  const startHeap = peakHeap;
  const sampler = setInterval(() => void sample().catch(() => undefined), 100);

  const started = performance.now();
  // What the screen says about the file, every 10 s, so a slow run shows where it is.
  const fileStatus = () =>
    page
      .getByRole('listitem')
      .filter({ hasText: 'Bench.paprikarecipes' })
      .first()
      .innerText({ timeout: 1000 })
      .catch(() => '(no status yet)');
  const reporter = setInterval(() => {
    void fileStatus().then((text) =>
      console.log(
        `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${text.replace(/\s+/g, ' ')}`,
      ),
    );
  }, 10_000);
  await page.getByLabel('Export files').setInputFiles(filePath);
  await page
    .getByRole('heading', { name: `Found ${RECIPES.toLocaleString('en-GB')} recipes` })
    .waitFor({ timeout: 600_000 });
  await page
    .getByRole('progressbar', { name: 'Importing files' })
    .and(page.locator('[aria-valuenow="100"]'))
    .waitFor({ timeout: 600_000 });
  const read = performance.now();
  clearInterval(reporter);
  await page
    .getByRole('button', { name: `Save ${RECIPES.toLocaleString('en-GB')} recipes` })
    .click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 600_000 });
  const saved = performance.now();
  clearInterval(sampler);
  await sample();

  const list = (await (
    await fetch(`${base}/api/recipes`, {
      headers: { 'x-account-code': account, 'x-device-code': 'BENCHDEVICE0123456789ABCD' },
    })
  ).json()) as { data: Array<{ name: string }> };
  const own = list.data.filter((recipe) => recipe.name.startsWith('Bench Soup ')).length;

  const seconds = (ms: number) => ms / 1000;
  const perSecond = (n: number, ms: number) => (n / seconds(ms)).toFixed(1);
  console.log(
    `read + re-host: ${seconds(read - started).toFixed(1)} s (${perSecond(RECIPES, read - started)} recipes/s)`,
  );
  console.log(
    `save:           ${seconds(saved - read).toFixed(1)} s (${perSecond(RECIPES, saved - read)} recipes/s)`,
  );
  console.log(
    `whole import:   ${seconds(saved - started).toFixed(1)} s (${perSecond(RECIPES, saved - started)} recipes/s)`,
  );
  console.log(
    `tab JS heap:    ${(startHeap / 1024 / 1024).toFixed(1)} MB at the start, peak ${(peakHeap / 1024 / 1024).toFixed(1)} MB`,
  );
  console.log(`saved on the server: ${own} of ${RECIPES}`);
  if (own !== RECIPES) process.exitCode = 1;
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
