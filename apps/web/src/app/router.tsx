/**
 * The route table of SPEC §2: the three tabs, the screens behind the Build cards, recipe detail and
 * editing, the public shared-recipe page, the pages SPEC lists as "exist", the redirects, and a
 * not-found page for anything else.
 */
import { INFO_PAGE_PATHS, REDIRECTS } from '@plateful/contracts';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { BuildScreen } from '../features/build/build-screen.tsx';
import { InfoPage } from '../features/pages/info-page.tsx';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';
import { ScreenPage } from '../features/pages/screen-page.tsx';
import { PlanScreen } from '../features/plan/plan-screen.tsx';
import { ShopScreen } from '../features/shop/shop-screen.tsx';
import { AppShell } from './app-shell.tsx';
import { RecipeRoute } from './recipe-route.tsx';

/** `/share/{code}` → `/r/{CODE}` (SPEC §2). */
function ShareCodeRedirect() {
  const { code = '' } = useParams();
  const clean = code.trim();
  return <Navigate to={clean ? `/r/${encodeURIComponent(clean.toUpperCase())}` : '/'} replace />;
}

const redirectRoutes: RouteObject[] = Object.entries(REDIRECTS).map(([from, to]) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <PlanScreen /> },
      { path: 'plan', element: <PlanScreen /> },
      { path: 'build', element: <BuildScreen /> },
      { path: 'shop', element: <ShopScreen /> },
      { path: 'build/add', lazy: () => import('./lazy-screens.ts').then((m) => m.addRecipe()) },
      { path: 'build/scan', element: <ScreenPage screen="scan" /> },
      { path: 'build/calendar', element: <ScreenPage screen="calendar" /> },
      { path: 'build/settings', element: <ScreenPage screen="settings" /> },
      { path: 'settings', element: <ScreenPage screen="settings" /> },
      ...['build/account', 'account'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/account/account-screen.tsx')).AccountScreen,
        }),
      })),
      { path: 'recipe/:id', element: <RecipeRoute /> },
      {
        path: 'recipe/:id/edit',
        lazy: () => import('./lazy-screens.ts').then((m) => m.editRecipe()),
      },
      {
        path: 'edit-recipe/:id',
        lazy: () => import('./lazy-screens.ts').then((m) => m.editRecipe()),
      },
      {
        // The front door for first-time visitors: its own small chunk.
        path: 'r/:code',
        lazy: async () => ({
          Component: (await import('../features/public-recipe/public-recipe-page.tsx'))
            .PublicRecipePage,
        }),
      },
      {
        path: 'handover/whisk',
        lazy: async () => ({
          Component: (await import('../features/handover/whisk-handover-page.tsx'))
            .WhiskHandoverPage,
        }),
      },
      { path: 'share/:code', element: <ShareCodeRedirect /> },
      ...INFO_PAGE_PATHS.filter((path) => path !== '/handover/whisk').map((path) => ({
        path,
        element: <InfoPage path={path} />,
      })),
      ...redirectRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
