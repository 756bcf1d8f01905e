/**
 * Cards → photos: each card is laid out as HTML, printed by headless Chromium at a phone
 * photo's size, then "photographed" with sharp: laid on a table, turned, sheared (a mild
 * perspective), shaded unevenly, blurred and saved as a JPEG. Everything comes from the card, so
 * the photos are the same on every run.
 */
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import type { Card } from './cards.ts';
import { BULLETS, escape, groupsHtml, wideCardHtml } from './layouts.ts';
import { applyEffects } from './render-effects.ts';

/** The card as a printed page. */
export function cardHtml(card: Card): string {
  if (card.look.layout) return wideCardHtml(card);
  const { look, recipe } = card;
  const groups = groupsHtml(card, '<ul>', '</ul>');
  const steps = recipe.steps.map((step) => `<li>${escape(step)}</li>`).join('');
  const twoColumns = look.columns === 2;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>
body { margin: 0; background: ${look.paper}; color: ${look.ink}; }
main { width: ${look.width}px; padding: 40px 52px; box-sizing: border-box;
  font-family: '${look.font}'; font-size: ${look.bodySize}px; line-height: 1.4; }
h1 { font-family: '${look.titleFont}'; font-size: ${look.titleSize}px; font-style: ${look.titleStyle};
  text-transform: ${look.titleCase}; line-height: 1.15; margin: 0 0 22px; max-width: ${Math.round(look.width * 0.72)}px; }
h2 { font-size: ${look.bodySize + 4}px; text-transform: uppercase; letter-spacing: 0.06em; margin: 18px 0 8px; }
h3 { font-size: ${look.bodySize}px; font-weight: bold; margin: 12px 0 4px; }
ul { ${BULLETS[look.bullet]} margin: 0; }
ol { padding-left: 1.6em; margin: 0; }
li { margin: 3px 0; }
.cols { display: ${twoColumns ? 'grid' : 'block'}; grid-template-columns: 38% 1fr; gap: 36px; }
</style></head><body><main>
<h1>${escape(recipe.title)}</h1>
<div class="cols"><section><h2>Ingredients</h2>${groups}</section>
<section><h2>Method</h2><ol>${steps}</ol></section></div>
</main></body></html>`;
}

export async function openPrinter(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/** The printed card, as Chromium draws it (PNG). */
export async function printCard(browser: Browser, card: Card): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: card.look.width, height: 600 },
    deviceScaleFactor: card.shot.scale,
  });
  try {
    await page.setContent(cardHtml(card), { waitUntil: 'load' });
    return await page.locator('main').screenshot();
  } finally {
    await page.close();
  }
}

/** The printed card photographed: on a table, turned, sheared, shaded, blurred, compressed. */
export async function photograph(printed: Buffer, card: Card): Promise<Buffer> {
  const { shot } = card;
  // A phone's screenshot is the screen's own pixels, saved as a JPEG when it is shared.
  if (shot.effects?.includes('screenshot'))
    return sharp(printed).flatten().jpeg({ quality: shot.quality }).toBuffer();
  const turned = await sharp(printed)
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#8a7a66' })
    .affine([1, shot.shear, shot.shear / 2, 1], { background: '#8a7a66' })
    .rotate(shot.angle, { background: '#8a7a66' })
    .toBuffer({ resolveWithObject: true });
  // The wide set's effects (glare, shadow, texture, perspective, motion, defocus, dim light; a
  // curled page, a small photo).
  const base = shot.effects?.length ? await applyEffects(turned.data, card) : sharp(turned.data);
  // A small photo (`lowres`) is smaller than the turned card.
  const { width = turned.info.width, height = turned.info.height } = shot.effects?.includes(
    'lowres',
  )
    ? await base.metadata()
    : turned.info;
  // Light from one corner: a radial gradient, darker away from it, multiplied over the page.
  const cx = Math.round(width * (shot.angle > 0 ? 0.25 : 0.75));
  const dark = Math.round(255 * (1 - shot.shade));
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><radialGradient id="g" cx="${cx}" cy="${Math.round(height * 0.2)}" r="${Math.max(width, height)}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="rgb(255,255,250)"/><stop offset="1" stop-color="rgb(${dark},${dark},${dark - 8})"/>
</radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return base
    .composite([{ input: shade, blend: 'multiply' }])
    .blur(shot.blur)
    .jpeg({ quality: shot.quality })
    .toBuffer();
}
