/**
 * /recipe/{id}: the recipe's detail sheet over the Plan tab (router.tsx keeps the one Plan screen
 * under it, so opening and closing a recipe does not mount Plan again). Closing the sheet goes back
 * to /plan. The sheet's code loads on first use; until it is here, the sheet's frame (the recipe's
 * picture and title from the list, the body pulsing) shows at once, so a tap on a slow phone is
 * answered in its next frame (decision 0007, session 72).
 *
 * Escape is the route's, not the frame's or the sheet's alone: one listener, attached before the
 * frame's first paint and kept across the frame's replacement by the sheet, so a key pressed as the
 * sheet appears is never lost between the two (decision 0029, session 75).
 */
import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * Layers over the sheet that take their own Escape: a native modal dialog (the key's default action
 * closes it; Plan's day picker), a confirm, a menu or anything Radix places in a popper. Radix's
 * layers take it in their own listener once their effects have run; before that, it is still
 * theirs, not the sheet's.
 */
const LAYER_OVER_SHEET =
  'dialog[open], [role="alertdialog"], [role="menu"], [data-radix-popper-content-wrapper]';

/** Whether a key pressed while the sheet (or its frame) is shown is the sheet's Escape. */
function closesSheet(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape') return false;
  // Taken already: the sheet's own dismiss, or a confirm's or a menu's in it (Radix prevents the
  // default when it closes a layer).
  if (event.defaultPrevented) return false;
  // An input method's Escape cancels what is being composed (229: Safari's composing keydown).
  if (event.isComposing || event.keyCode === 229) return false;
  return document.querySelector(LAYER_OVER_SHEET) === null;
}

/**
 * Escape closes the sheet from the commit that first draws its frame (a layout effect: the
 * listener is in before the browser paints, where the frame's own effect came after the paint and
 * a quick Escape was lost) until the route goes. It listens on the document's bubbling phase, after
 * Radix's layers, which listen in the capturing phase: a key one of them took is left alone.
 */
function useEscapeCloses(close: () => void) {
  const latest = useRef(close);
  useLayoutEffect(() => {
    latest.current = close;
  });
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!closesSheet(event)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

export function RecipeRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // A sheet closes once: a second Escape, or a Close tapped, while the first close's navigation is
  // still under way would put /plan in the history again (one more Back to leave Plan).
  const closedFor = useRef<string | null>(null);
  const close = useCallback(() => {
    if (closedFor.current === id) return;
    closedFor.current = id;
    void navigate('/plan');
  }, [id, navigate]);
  useEscapeCloses(close);
  return <Sheet id={id} onClose={close} />;
}
