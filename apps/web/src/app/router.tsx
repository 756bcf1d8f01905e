/**
 * The route table of SPEC §2: the three tabs, the screens behind the Build cards, recipe detail and
 * editing, the public shared-recipe page, the pages SPEC lists as "exist", the redirects, and a
 * not-found page for anything else.
 *
 * A declarative router (`BrowserRouter` + `useRoutes`): the app loads no data through routes, and
 * the data router's machinery cost a first visit several KB (decision 0006). Every screen but Plan
 * is loaded on first use (`lazyPart`, which tries a failed download again), so a first visit
 * downloads one tab's code.
 */
import { INFO_PAGE_PATHS, REDIRECTS } from '@plateful/contracts';
import { useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { PlanScreen } from '../features/plan/plan-screen.tsx';
import { AppShell } from './app-shell.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';
import { RecipeRoute } from './recipe-route.tsx';
import { firstScreenShown } from './start-up.ts';

/** A screen loaded on first use: the named export of a module. */
function screen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazyPart(() => load().then(pick));
}

const BuildScreen = screen(
  () => import('../features/build/build-screen.tsx'),
  (m) => m.BuildScreen,
);
const ShopScreen = screen(
  () => import('../features/shop/shop-screen.tsx'),
  (m) => m.ShopScreen,
);
const AddRecipeScreen = screen(
  () => import('../features/recipe/recipe-editor.tsx'),
  (m) => m.AddRecipeScreen,
);
const EditRecipeScreen = screen(
  () => import('../features/recipe/recipe-editor.tsx'),
  (m) => m.EditRecipeScreen,
);
const ScanScreen = screen(
  () => import('../features/scan/scan-screen.tsx'),
  (m) => m.ScanScreen,
);
const ImportScreen = screen(
  () => import('../features/import/import-screen.tsx'),
  (m) => m.ImportScreen,
);
const CalendarScreen = screen(
  () => import('../features/calendar/calendar-screen.tsx'),
  (m) => m.CalendarScreen,
);
const SettingsScreen = screen(
  () => import('../features/settings/settings-screen.tsx'),
  (m) => m.SettingsScreen,
);
const AccountScreen = screen(
  () => import('../features/account/account-screen.tsx'),
  (m) => m.AccountScreen,
);
// The front door for first-time visitors: its own small chunk.
const PublicRecipePage = screen(
  () => import('../features/public-recipe/public-recipe-page.tsx'),
  (m) => m.PublicRecipePage,
);
const WhiskHandoverPage = screen(
  () => import('../features/handover/whisk-handover-page.tsx'),
  (m) => m.WhiskHandoverPage,
);
// Cook mode (issue 18): its own chunk, loaded only when someone cooks.
const CookScreen = screen(
  () => import('../features/cook/cook-screen.tsx'),
  (m) => m.CookScreen,
);
const InfoPage = screen(
  () => import('../features/pages/info-page.tsx'),
  (m) => m.InfoPage,
);
const NotFoundPage = screen(
  () => import('../features/pages/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);

/** The Plan screen, and at /recipe/{id} the recipe's sheet over it. */
function PlanWithSheet() {
  return (
    <>
      <PlanScreen />
      <Outlet />
    </>
  );
}

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
      {
        // One Plan screen for /, /plan and /recipe/{id} (the Plan tab with a recipe's sheet over
        // it): opening and closing a recipe keeps its filters, scroll and cards, fetches nothing.
        element: <PlanWithSheet />,
        children: [
          { index: true, element: null },
          { path: 'plan', element: null },
          { path: 'recipe/:id', element: <RecipeRoute /> },
        ],
      },
      { path: 'build', element: <BuildScreen /> },
      { path: 'shop', element: <ShopScreen /> },
      { path: 'build/add', element: <AddRecipeScreen /> },
      { path: 'build/scan', element: <ScanScreen /> },
      { path: 'build/import', element: <ImportScreen /> },
      { path: 'build/calendar', element: <CalendarScreen /> },
      { path: 'build/settings', element: <SettingsScreen /> },
      { path: 'settings', element: <SettingsScreen /> },
      { path: 'build/account', element: <AccountScreen /> },
      { path: 'account', element: <AccountScreen /> },
      { path: 'recipe/:id/cook', element: <CookScreen /> },
      { path: 'recipe/:id/edit', element: <EditRecipeScreen /> },
      { path: 'edit-recipe/:id', element: <EditRecipeScreen /> },
      { path: 'r/:code', element: <PublicRecipePage /> },
      { path: 'handover/whisk', element: <WhiskHandoverPage /> },
      { path: 'share/:code', element: <ShareCodeRedirect /> },
      // The pages SPEC lists as "exist" and the not-found page are off the first visit too.
      ...INFO_PAGE_PATHS.filter((path) => path !== '/handover/whisk').map((path) => ({
        path,
        element: <InfoPage path={path} />,
      })),
      ...redirectRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The screen for the current URL; its first commit lets the deferred start-up work begin. */
export function AppRoutes() {
  useEffect(firstScreenShown, []);
  return useRoutes(routes);
}
