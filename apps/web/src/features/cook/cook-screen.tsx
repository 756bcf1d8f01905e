/**
 * /recipe/{id}/cook?servings=N: cook mode for a recipe the device knows (the recipe list, kept for
 * offline use, answers). Its own chunk: nothing of it is in the first visit's download.
 */
import { clampServings } from '@plateful/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useRecipes } from '../../lib/recipes.ts';
import { CookMode } from './cook-mode.tsx';

export function CookScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recipes = useRecipes();
  const recipe = recipes.data?.find((candidate) => candidate.id === id);
  const back = () => void navigate(`/recipe/${encodeURIComponent(id)}`);
  if (!recipe) {
    return (
      <div className="mx-auto max-w-md px-5 py-16 text-center">
        {recipes.isPending ? (
          <p className="text-ink/70">Loading recipe…</p>
        ) : (
          <>
            <h1 className="text-xl font-bold">Recipe not found</h1>
            <button
              type="button"
              onClick={() => void navigate('/plan')}
              className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white"
            >
              Back to Plan
            </button>
          </>
        )}
      </div>
    );
  }
  const servings = clampServings(Number(params.get('servings') ?? NaN), recipe.servings);
  return <CookMode recipe={recipe} servings={servings} onClose={back} />;
}
