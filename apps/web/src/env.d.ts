/** Set by vite.config.ts `define`: the app's version from apps/web/package.json. */
declare const __APP_VERSION__: string;
