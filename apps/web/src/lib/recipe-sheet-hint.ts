/**
 * A hint that a recipe's sheet is about to be opened (a pointer down on, a hover over or the focus
 * of a card's More button), so its code can start downloading before the click. Features do not
 * import each other: app/recipe-route.tsx says what a hint does (`onRecipeSheetHint`), the Plan
 * cards give it (`hintRecipeSheet`).
 */
let onHint: (() => void) | null = null;

export function onRecipeSheetHint(handler: () => void): void {
  onHint = handler;
}

export function hintRecipeSheet(): void {
  onHint?.();
}
