/** The three tabs (SPEC §2): index 0 Plan, 1 Build, 2 Shop, derived from the path. */
export const TABS = [
  { index: 0, label: 'Plan', path: '/plan' },
  { index: 1, label: 'Build', path: '/build' },
  { index: 2, label: 'Shop', path: '/shop' },
] as const;

export type TabIndex = (typeof TABS)[number]['index'];

/** SPEC §2: / , /plan, /plan/* is Plan; /build, /build/* is Build; /shop is Shop; else no tab. */
export function tabForPath(pathname: string): TabIndex | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/plan' || path.startsWith('/plan/')) return 0;
  if (path === '/build' || path.startsWith('/build/')) return 1;
  if (path === '/shop') return 2;
  return null;
}

/** /recipe/{id}: a recipe's sheet over the Plan tab, which is no tab's own path (SPEC §2). */
export function isRecipeSheetPath(pathname: string): boolean {
  return /^\/recipe\/[^/]+\/?$/.test(pathname);
}

/**
 * What the app shell keys its screen by: the tab, so moving inside a tab keeps the screen; the
 * Plan tab's for a recipe's sheet over Plan (the Plan screen under it is kept, not mounted again);
 * else the path.
 */
export function screenKeyForPath(pathname: string): TabIndex | string {
  return tabForPath(pathname) ?? (isRecipeSheetPath(pathname) ? 0 : pathname);
}
