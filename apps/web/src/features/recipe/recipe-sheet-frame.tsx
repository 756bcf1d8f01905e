/**
 * The recipe sheet's frame, shown the moment a recipe is opened while the sheet's own code (vaul,
 * the nutrition panel, the actions: its own chunks) is still on its way (decision 0007, session
 * 72). It is drawn from the recipe list the Plan tab already has: the sheet's box in the same place,
 * the picture, the title and a pulsing body, with Close working (Escape is the route's: it spans
 * the frame and the sheet, app/recipe-route.tsx). It is in the first visit's code, so it stays
 * small: no dialog library, no icons but the close cross.
 */
import { useEffect, useId, useRef } from 'react';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { RecipeCover } from '../../components/recipe-cover/recipe-cover.tsx';
import { useWideScreen } from '../../components/layout/use-wide-screen.ts';
import { recipeImageUrl } from '../../lib/images.ts';
import { useRecipes } from '../../lib/recipes.ts';

/** The sheet's box: a side panel on a wide screen, a bottom sheet at 90% height on a phone. */
export const SHEET_BOX = {
  wide: 'fixed inset-y-0 right-0 z-50 flex h-dvh w-[36rem] max-w-full flex-col rounded-l-3xl bg-white pt-4 shadow-2xl outline-none',
  phone:
    'fixed inset-x-0 bottom-0 z-50 mx-auto flex h-[90dvh] max-w-3xl flex-col rounded-t-3xl bg-white outline-none',
} as const;

export const SHEET_OVERLAY = 'fixed inset-0 z-40 bg-black/40';
export const SHEET_HANDLE = 'mx-auto mt-3 mb-2 h-1.5 w-12 shrink-0 rounded-full bg-black/15';

/** The sheet's picture box: the gradient shows while a slow cover loads, never a white box. */
export const SHEET_HERO =
  'relative -mx-5 h-56 overflow-hidden bg-gradient-to-br from-brand-100 via-paper to-accent-400/30 sm:h-72';

/** The sheet's Close, over its picture's corner (as Shop's recipe quick view). */
export function SheetClose({ onClose }: { onClose(): void }) {
  return <CloseButton onClose={onClose} look="picture" />;
}

/**
 * The frame of recipe `id`'s sheet. `onShown` runs once it is on screen, so the sheet that replaces
 * it can skip its slide-in (it would slide in over a sheet already there).
 */
export function RecipeSheetFrame({
  id,
  onClose,
  onShown,
}: {
  id: string;
  onClose(): void;
  onShown?(): void;
}) {
  const recipes = useRecipes();
  const recipe = recipes.data?.find((candidate) => candidate.id === id);
  const wide = useWideScreen();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const image = recipe ? recipeImageUrl(recipe, 'full') : null;

  useEffect(() => {
    onShown?.();
    boxRef.current?.focus();
    // Once, when first shown: the handler's identity does not matter to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <div aria-hidden className={SHEET_OVERLAY} onClick={onClose} />
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        tabIndex={-1}
        data-layout={wide ? 'side-panel' : 'bottom-sheet'}
        data-loading=""
        className={wide ? SHEET_BOX.wide : SHEET_BOX.phone}
      >
        {!wide && <div aria-hidden className={SHEET_HANDLE} />}
        <div className="flex-1 overflow-hidden px-5 pb-10">
          <div className={SHEET_HERO}>
            <SheetClose onClose={onClose} />
            {image ? (
              <img src={image} alt="" className="size-full object-cover" />
            ) : recipe ? (
              <RecipeCover recipe={recipe} className="size-full" />
            ) : null}
          </div>
          <h2 id={titleId} className="mt-4 text-2xl font-extrabold leading-tight">
            {recipe ? recipe.name : 'Loading recipe'}
          </h2>
          <div aria-hidden className="mt-4 space-y-3">
            <div className="h-5 w-3/4 animate-pulse rounded-full bg-black/5" />
            <div className="grid grid-cols-2 gap-2">
              <div className="h-16 animate-pulse rounded-2xl bg-black/5" />
              <div className="h-16 animate-pulse rounded-2xl bg-black/5" />
            </div>
            <div className="h-40 animate-pulse rounded-2xl bg-black/5" />
          </div>
        </div>
      </div>
    </>
  );
}
