import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import webPackage from './package.json' with { type: 'json' };
import {
  BRAND_COLOURS,
  PRODUCT_NAME,
  PRODUCT_SHORT_NAME,
  TAGLINE,
} from '../../packages/core/src/branding.ts';
import { OCR_ASSET_DIR, OCR_ASSET_FILES } from './src/features/scan/ocr-assets.ts';

const requireFromHere = createRequire(import.meta.url);

/** The file in node_modules that an OCR asset is copied from. */
function ocrSource(from: string): string {
  const [scope, name, ...rest] = from.split('/');
  const packageName = scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  const inside = scope!.startsWith('@') ? rest : [name!, ...rest];
  const root = path.dirname(requireFromHere.resolve(`${packageName}/package.json`));
  return path.join(root, ...inside);
}

/**
 * Text recognition (issue 7) runs from our own origin: the tesseract.js worker, its WebAssembly
 * cores and the English model are copied into the build under /ocr/ (and served from
 * node_modules by the dev server). The service worker does not precache them (globIgnores).
 */
function ocrAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'plateful-ocr-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const prefix = `/${OCR_ASSET_DIR}/`;
        const file = OCR_ASSET_FILES.find(
          (entry) => request.url?.split('?')[0] === `${prefix}${entry.served}`,
        );
        if (!file) return next();
        response.setHeader(
          'content-type',
          file.served.endsWith('.gz') ? 'application/gzip' : 'text/javascript',
        );
        fs.createReadStream(ocrSource(file.from)).pipe(response);
      });
    },
    writeBundle() {
      for (const file of OCR_ASSET_FILES) {
        const target = path.join(outDir, OCR_ASSET_DIR, file.served);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(ocrSource(file.from), target);
      }
    },
  };
}

/**
 * The splash is part of index.html and paints without any script, so the app's own scripts are
 * fetched at low priority: the CSS, logo and font the first paint needs go first (decision 0007).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'plateful-scripts-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/** The user interface's chunk, which the entry imports at once (src/main.tsx). */
const UI_MODULE = 'src/app/mount.tsx';

/**
 * index.html gets a modulepreload for the user interface's chunk and the chunks it imports, so
 * they download beside the entry instead of after it has run (a dynamic import is only fetched
 * when it is called).
 */
function preloadUserInterface(): Plugin {
  return {
    name: 'plateful-preload-user-interface',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // A chunk of its own, or the group chunk that holds it with what it imports.
        const ui = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(UI_MODULE)));
        if (!ui) throw new Error(`${UI_MODULE} is in no chunk`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(ui.fileName);
        const links = [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/** Text files the server sends often enough to be worth compressing once, at the highest level. */
const PRECOMPRESS = /\.(?:js|css|svg|webmanifest|json)$/;
const PRECOMPRESS_MIN_BYTES = 1024;
/** Above this, brotli's quality 9 rather than its slowest, 11 (see precompressedAssets). */
const LARGE_FILE_BYTES = 1024 * 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Every script, style sheet and SVG of the build also as `.br` and `.gz` (level 9), which the
 * server sends as they are (apps/server/src/web/web-app.ts, `preCompressed`). Compressing on the
 * fly uses brotli's quick level, which made the first visit's scripts no smaller than gzip: quality
 * 11 is about 15% smaller. Files over a megabyte (the text-recognition engine's three 3.9 MB
 * scripts, fetched on the scan screen only) get quality 9: 11 took 15 s of CPU each, most of the
 * build's, where 9 takes 1.3 s for a file 13% larger (1.27 MB against 1.12; gzip's is 1.45).
 */
function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'plateful-precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!PRECOMPRESS.test(file)) continue;
          const content = fs.readFileSync(file);
          if (content.length < PRECOMPRESS_MIN_BYTES) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]:
                  content.length > LARGE_FILE_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(webPackage.version),
  },
  plugins: [
    react(),
    tailwindcss(),
    ocrAssets(),
    preloadUserInterface(),
    scriptsAfterFirstPaint(),
    precompressedAssets(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by src/app/start-up.ts once the first screen is on screen and the page is
      // idle: its install downloads the whole app, which must not share the first second.
      injectRegister: false,
      includeAssets: ['favicon.png', 'logo.svg', 'logo-fallback.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: PRODUCT_NAME,
        short_name: PRODUCT_SHORT_NAME,
        description: `${PRODUCT_NAME}: ${TAGLINE}. Collect recipes, plan the week, get one shopping list.`,
        lang: 'en-GB',
        start_url: '/plan',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND_COLOURS.primary,
        background_color: BRAND_COLOURS.background,
        categories: ['food', 'lifestyle', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Made from the built app by scripts/make-screenshots.mjs; shown by the richer install UI.
        screenshots: [
          {
            src: '/screenshots/plan-narrow.png',
            sizes: '1080x1920',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Plan: pick this week’s recipes',
          },
          {
            src: '/screenshots/plan-wide.png',
            sizes: '1920x1080',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Plan: pick this week’s recipes',
          },
        ],
        // A link shared to the installed app opens Add recipe, which reads `url` (or `text`).
        share_target: {
          action: '/build/add',
          method: 'GET',
          params: { title: 'title', text: 'text', url: 'url' },
        },
        shortcuts: [
          {
            name: 'Plan',
            short_name: 'Plan',
            description: 'Pick this week’s recipes',
            url: '/plan',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Shop',
            short_name: 'Shop',
            description: 'Open the shopping list',
            url: '/shop',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        // A tap on a cook timer's notification opens its cook mode (decision 0015).
        importScripts: ['/sw-timers.js'],
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: [
          '**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2',
          // @fontsource's Latin file: app.css's own cut (scripts/subset-inter.ts) replaces it.
          '**/inter-latin-wght-normal-*.woff2',
          // Manifest screenshots are for the install UI only: not worth a phone's cache.
          'screenshots/**',
          // Text recognition (about 7 MB) loads only on the scan screen, never precached.
          'ocr/**',
        ],
        navigateFallback: '/index.html',
        // /build/import comes from the server, whose answer lets the bookmarklet's window keep
        // its opener (a cached page would carry the app's strict opener policy).
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/app-config\.json$/,
          /\.[a-z0-9]{1,8}$/i,
          /^\/build\/import/,
        ],
        // Only these API reads are cached (GET only: POST /api/recipes/by-ids cannot be); every
        // other API call always goes to the network. The callbacks are copied into the generated
        // worker, so they may not refer to anything outside themselves.
        runtimeCaching: [
          {
            // The recipe list: fresh when the network answers within 3 s, else the last copy.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/recipes',
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'plateful-recipes',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 10 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Recipe images and covers never change under one id (or cover key) and variant.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/(images|covers)\//.test(url.pathname),
            method: 'GET',
            handler: 'CacheFirst',
            options: {
              cacheName: 'plateful-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // Shared recipes and their rating meta, readable offline once seen.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/public/recipes/'),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'plateful-public-recipes',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen imports is one file, not the fifteen the automatic
          // splitting made of the modules that lazy screens share with it: each file is another
          // request, and a phone on HTTP/1.1 fetches six at a time (decision 0006).
          groups: [
            { name: 'app', tags: ['$initial'] },
            // And everything the interface chunk imports is that one file, with it: the small
            // chunks of modules it shares with lazy screens (react-dom, the icon base, toast…)
            // were six more requests before the first screen.
            { name: 'mount', test: /\/src\/app\/mount\.tsx$/ },
          ],
        },
      },
    },
  },
  // Plan my week's worker (issue 29) loads the food table as a chunk of its own: a module worker.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/app-config.json': 'http://127.0.0.1:8080',
    },
  },
});
