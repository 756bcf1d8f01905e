/** TanStack Query keys: the API path, so the generic GET helper can join them into the URL. */
export const QUERY_KEYS = {
  recipes: ['/api/recipes'] as const,
  recipesByIds: (ids: readonly string[]) => ['/api/recipes/by-ids', ...ids] as const,
  shoppingList: ['/api/shopping-list'] as const,
  /** The Shop tab's recipes: under shoppingList, so a selection change invalidates them too. */
  shoppingRecipes: (ids: readonly string[]) => ['/api/shopping-list', 'recipes', ...ids] as const,
  selectedRecipes: ['/api/selected-recipes'] as const,
  buildMetrics: ['/api/metrics/build'] as const,
  publicRecipe: (code: string) => ['/api/public/recipes', code] as const,
  publicMeta: (code: string) => ['/api/public/recipes', code, 'meta'] as const,
};
