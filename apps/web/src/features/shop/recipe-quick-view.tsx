/**
 * The quick view of a selected recipe (SPEC §2): a modal over the list with the recipe's image,
 * times, ingredients and method. Escape, a click on the overlay and the close button close it;
 * the page behind does not scroll while it is open; focus moves in and comes back.
 */
import type { Recipe } from '@plateful/core';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { IngredientList } from '../../components/recipe/ingredient-list.tsx';
import { MethodSteps, recipeMethod } from '../../components/recipe/method-steps.tsx';
import { RecipeFacts } from '../../components/recipe/recipe-facts.tsx';
import { RecipeHeroImage } from '../../components/recipe/recipe-hero-image.tsx';
import { recipeImageUrl } from '../../lib/images.ts';

/** Locks the page's scroll while mounted. */
function useScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

export function RecipeQuickView({ recipe, onClose }: { recipe: Recipe; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panelRef.current) {
        // Keep focus inside the dialog.
        const focusable = panelRef.current.querySelectorAll<HTMLElement>(
          'button, a[href], [tabindex]:not([tabindex="-1"])',
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div
        data-testid="quick-view-overlay"
        aria-hidden
        className="absolute inset-0 bg-ink/50 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-[88dvh] w-full max-w-lg flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl sm:rounded-3xl"
      >
        <div className="relative shrink-0">
          <RecipeHeroImage
            src={recipeImageUrl(recipe, 'full')}
            recipe={recipe}
            alt={recipe.name}
            eager
            className="h-48 w-full"
          />
          <CloseButton ref={closeRef} onClose={onClose} look="picture" />
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 pt-4 pb-8">
          <h2 id={titleId} className="text-xl font-extrabold tracking-tight">
            {recipe.name}
          </h2>
          {recipe.description && <p className="mt-1 text-ink/70">{recipe.description}</p>}
          <div className="mt-3">
            <RecipeFacts
              prepTime={recipe.prepTime}
              cookTime={recipe.cookTime}
              servings={recipe.servings}
            />
          </div>
          <h3 className="mt-5 mb-2 text-base font-bold">Ingredients</h3>
          <IngredientList
            ingredients={recipe.ingredients}
            groups={recipe.ingredientGroups}
            displayGroups={recipe.displayGroups}
          />
          <h3 className="mt-6 mb-2 text-base font-bold">Method</h3>
          <MethodSteps steps={recipeMethod(recipe)} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
