import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  BRAND_COLOURS,
  PRODUCT_NAME,
  PRODUCT_SHORT_NAME,
  TAGLINE,
} from '../../packages/core/src/branding.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
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
      },
      workbox: {
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/app-config\.json$/, /\.[a-z0-9]{1,8}$/i],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/app-config.json': 'http://127.0.0.1:8080',
    },
  },
});
