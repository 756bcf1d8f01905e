/**
 * Once a shared recipe is saved to My Recipes (issue 18), the page offers what the recipe sheet
 * does: Cook (cook mode) and Add to list (this week's list), on the saved copy.
 */
import { ChefHat, Check, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSaving } from '../../hooks/use-saving.ts';
import { toggleSelected, useSelection } from '../../lib/selection.ts';

export function SavedRecipeActions({
  recipeId,
  name,
  servings,
}: {
  recipeId: string;
  name: string;
  servings: number;
}) {
  const navigate = useNavigate();
  const onList = useSelection().includes(recipeId);
  const { saving, run } = useSaving();
  const pressed = onList && !saving;
  return (
    <div className="mt-3 flex gap-3" data-testid="saved-recipe-actions">
      <button
        type="button"
        onClick={() =>
          void navigate(`/recipe/${encodeURIComponent(recipeId)}/cook?servings=${servings}`)
        }
        className="flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
      >
        <ChefHat aria-hidden className="size-5" />
        Cook
      </button>
      <button
        type="button"
        aria-pressed={pressed}
        aria-busy={saving}
        onClick={() =>
          // The change shows at once; the button and the toast say it is done once it is kept.
          void run(async () => {
            const { selected, kept } = toggleSelected(recipeId);
            if (!(await kept)) return;
            toast.success(selected ? 'Added to this week’s list' : 'Removed from the list', {
              description: name,
            });
          })
        }
        className="flex flex-1 items-center justify-center gap-2 rounded-full bg-white px-4 py-3 font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
      >
        {pressed ? (
          <Check aria-hidden className="size-5" />
        ) : (
          <ShoppingCart aria-hidden className="size-5" />
        )}
        {saving ? 'Saving…' : onList ? 'On the list' : 'Add to list'}
      </button>
    </div>
  );
}
