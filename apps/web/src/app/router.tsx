/**
 * The route table of SPEC §2: the three tabs, the screens behind the Build cards, recipe detail and
 * editing, the public shared-recipe page, the pages SPEC lists as "exist", the redirects, and a
 * not-found page for anything else.
 */
import { INFO_PAGE_PATHS, REDIRECTS } from '@plateful/contracts';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { InfoPage } from '../features/pages/info-page.tsx';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';
import { PlanScreen } from '../features/plan/plan-screen.tsx';
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
      // Every screen but Plan loads on first use, so a first visit downloads one tab's code.
      {
        path: 'build',
        lazy: async () => ({
          Component: (await import('../features/build/build-screen.tsx')).BuildScreen,
        }),
      },
      {
        path: 'shop',
        lazy: async () => ({
          Component: (await import('../features/shop/shop-screen.tsx')).ShopScreen,
        }),
      },
      {
        path: 'build/add',
        lazy: async () => ({
          Component: (await import('../features/recipe/recipe-editor.tsx')).AddRecipeScreen,
        }),
      },
      {
        path: 'build/scan',
        lazy: async () => ({
          Component: (await import('../features/scan/scan-screen.tsx')).ScanScreen,
        }),
      },
      {
        path: 'build/calendar',
        lazy: async () => ({
          Component: (await import('../features/calendar/calendar-screen.tsx')).CalendarScreen,
        }),
      },
      ...['build/settings', 'settings'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/settings/settings-screen.tsx')).SettingsScreen,
        }),
      })),
      ...['build/account', 'account'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/account/account-screen.tsx')).AccountScreen,
        }),
      })),
      { path: 'recipe/:id', element: <RecipeRoute /> },
      ...['recipe/:id/edit', 'edit-recipe/:id'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/recipe/recipe-editor.tsx')).EditRecipeScreen,
        }),
      })),
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
