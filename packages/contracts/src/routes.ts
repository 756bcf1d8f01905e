/**
 * The app's route paths (SPEC §2), shared by the web router, the server's single-page fallback
 * and the browser tests.
 */
export const ROUTES = {
  home: '/',
  plan: '/plan',
  build: '/build',
  shop: '/shop',
  buildAdd: '/build/add',
  buildScan: '/build/scan',
  buildImport: '/build/import',
  buildCalendar: '/build/calendar',
  buildSettings: '/build/settings',
  settings: '/settings',
  buildAccount: '/build/account',
  account: '/account',
  recipe: (id: string) => `/recipe/${encodeURIComponent(id)}`,
  recipeEdit: (id: string) => `/recipe/${encodeURIComponent(id)}/edit`,
  editRecipe: (id: string) => `/edit-recipe/${encodeURIComponent(id)}`,
  publicRecipe: (code: string) => `/r/${encodeURIComponent(code)}`,
} as const;

/** Paths SPEC §2 lists as "exist; contents not shown". */
export const INFO_PAGE_PATHS = [
  '/share',
  '/share-demo',
  '/handover/whisk',
  '/admin',
  '/admin/factory',
  '/analytics',
  '/debug-db',
  '/device-tools',
  '/pwa-update-guide',
] as const;

/** Redirects of SPEC §2 (fixed paths only; /share/{code} is handled by the router). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/add-recipe': '/build/add',
  '/scan-recipe': '/build/scan',
  '/meal-calendar': '/build/calendar',
  '/shopping-list': '/shop',
  '/cook': '/plan',
  '/my-recipes': '/plan',
  '/plan-old': '/build',
};
