/**
 * /recipe/{id}: the Plan tab with the recipe's detail sheet over it. Closing the sheet goes back to
 * /plan. The sheet's code loads on first use.
 */
import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PlanScreen } from '../features/plan/plan-screen.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';

const RecipeDetailSheet = lazyPart(() =>
  import('../features/recipe/recipe-detail-sheet.tsx').then((module) => module.RecipeDetailSheet),
);

export function RecipeRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <PlanScreen />
      <Suspense fallback={null}>
        <RecipeDetailSheet id={id} onClose={() => void navigate('/plan')} />
      </Suspense>
    </>
  );
}
