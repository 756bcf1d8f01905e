// What a first visit to /plan costs in JavaScript and CSS, two ways: the static graph of the built
// index.html (entry, modulepreloads, stylesheets and the chunks they import statically), and the
// files Chromium actually fetches (service worker blocked, so its precache does not count, but
// lazy chunks the page loads at once do). Sizes are each file gzipped here, as Vite reports them,
// so they do not depend on the server's compression.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

function attr(tag, name) {
  return new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1] ?? null;
}

/** The JS and CSS files index.html loads, plus everything those chunks import statically. */
export function staticFirstVisit(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = [];
  const css = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = attr(tag, 'src') ?? attr(tag, 'href');
    if (!src || !src.startsWith('/assets/')) continue;
    if (src.endsWith('.css')) css.add(src);
    else if (src.endsWith('.js')) queue.push(src);
  }
  const js = new Set();
  while (queue.length > 0) {
    const url = queue.shift();
    if (js.has(url)) continue;
    js.add(url);
    const code = fs.readFileSync(path.join(distDir, url), 'utf8');
    // `import"./x.js"` and `from"./x.js"`; a dynamic `import("./x.js")` is not a first-visit cost.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), match[1]));
    }
  }
  return { js: [...js], css: [...css] };
}

export function sumGzip(distDir, urls) {
  return urls.reduce((total, url) => total + gzipSize(path.join(distDir, url)), 0);
}

/** The same-origin JS and CSS Chromium fetches for `url` with no service worker. */
export async function fetchedFirstVisit(browser, url, settleMs) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const seen = { js: new Set(), css: new Set() };
  let transferred = 0;
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    const target = new URL(request.url());
    if (target.origin !== origin || (type !== 'script' && type !== 'stylesheet')) return;
    (type === 'script' ? seen.js : seen.css).add(target.pathname);
    pending.push(
      request.sizes().then((sizes) => {
        transferred += sizes.responseBodySize;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  await Promise.all(pending);
  await context.close();
  return { js: [...seen.js], css: [...seen.css], transferred };
}
