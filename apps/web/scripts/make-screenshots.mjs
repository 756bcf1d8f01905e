// Screenshots of the built app for the web manifest's `screenshots` (the richer install dialog):
// a narrow phone shot (1080x1920) and a wide one (1920x1080) of the Plan tab, compressed with
// sharp. Run by hand after a visible change (`npm run build && npm run screenshots -w
// @plateful/web`); the PNGs are committed so a build needs no browser.
/* global localStorage -- used inside the page */
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import sharp from 'sharp';
import { chromiumPath, CHROMIUM_FLAGS, startBuiltServer } from '../bench/built-server.mjs';

const SHOTS = [
  {
    name: 'plan-narrow',
    path: '/plan',
    viewport: { width: 360, height: 640 },
    scale: 3,
    mobile: true,
  },
  {
    name: 'plan-wide',
    path: '/plan',
    viewport: { width: 1280, height: 720 },
    scale: 1.5,
    mobile: false,
  },
];

const outDir = new URL('../public/screenshots/', import.meta.url).pathname;
fs.mkdirSync(outDir, { recursive: true });

const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    // The install prompt would cover the screen it advertises.
    await context.addInitScript(() => {
      localStorage.setItem(
        'plateful:installPrompt',
        JSON.stringify({ dismissed: true, installed: false, snoozedUntil: null }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}${shot.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // the splash screen's minimum second, and fonts
    const raw = await page.screenshot({ type: 'png' });
    const file = `${outDir}${shot.name}.png`;
    await sharp(raw)
      .png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 })
      .toFile(file);
    const { width, height } = await sharp(file).metadata();
    console.log(
      `${shot.name}.png ${width}x${height} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
