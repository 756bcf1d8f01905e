/**
 * /recipe/{id}: the recipe's detail sheet over the Plan tab (router.tsx keeps the one Plan screen
 * under it, so opening and closing a recipe does not mount Plan again). Closing the sheet goes back
 * to /plan. The sheet's code loads on first use; until it is here, the sheet's frame (the recipe's
 * picture and title from the list, the body pulsing) shows at once, so a tap on a slow phone is
 * answered in its next frame (decision 0007, session 72).
 */
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecipeSheetFrame } from '../features/recipe/recipe-sheet-frame.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';
import { loadRecipeSheet, preloadRecipeSheet } from '../features/recipe/recipe-sheet-code.ts';
import { onRecipeSheetHint } from '../lib/recipe-sheet-hint.ts';

const RecipeDetailSheet = lazyPart(() =>
  loadRecipeSheet().then((module) => module.RecipeDetailSheet),
);

// A Plan card's More button, pressed, hovered or focused, starts the download before the click.
onRecipeSheetHint(preloadRecipeSheet);

/** The sheet, with its frame while its code loads; after a frame the sheet does not slide in. */
function Sheet({ id, onClose }: { id: string; onClose(): void }) {
  const [framed, setFramed] = useState(false);
  return (
    <Suspense
      fallback={<RecipeSheetFrame id={id} onClose={onClose} onShown={() => setFramed(true)} />}
    >
      <RecipeDetailSheet id={id} onClose={onClose} slideIn={!framed} />
    </Suspense>
  );
}

export function RecipeRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return <Sheet id={id} onClose={() => void navigate('/plan')} />;
}
