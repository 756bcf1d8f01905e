// Renders the PWA icons from public/logo.svg (run by hand after changing the logo; the PNGs are
// committed so that a build needs no image tooling). The logo is a few flat colours, so each PNG
// is a 256-colour palette image: a third of the bytes of a full-colour one, and Chromium fetches
// icon-192 and the favicon during a first visit (issue 17).
import sharp from 'sharp';
import fs from 'node:fs';

const svg = fs.readFileSync(new URL('../public/logo.svg', import.meta.url));
const PALETTE = { palette: true, quality: 90, effort: 10, compressionLevel: 9 };
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;

for (const size of [192, 512]) {
  await sharp(svg, { density: 300 })
    .resize(size, size)
    .png(PALETTE)
    .toFile(out(`icon-${size}.png`));
}
// Maskable: the logo inside the 80% safe zone on a full-bleed background.
const inner = await sharp(svg, { density: 300 }).resize(384, 384).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1f7a4d' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png(PALETTE)
  .toFile(out('maskable-512.png'));
await sharp(svg, { density: 300 })
  .resize(180, 180)
  .flatten({ background: '#1f7a4d' })
  .png(PALETTE)
  .toFile(out('apple-touch-icon.png'));
await sharp(svg, { density: 300 })
  .resize(64, 64)
  .png(PALETTE)
  .toFile(new URL('../public/favicon.png', import.meta.url).pathname);
