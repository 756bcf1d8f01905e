/**
 * Screens loaded on first use, as React Router `lazy` route parts, so the first visit to a tab
 * downloads only what that tab needs.
 */
export async function addRecipe() {
  return { Component: (await import('../features/recipe/recipe-editor.tsx')).AddRecipeScreen };
}

export async function editRecipe() {
  return { Component: (await import('../features/recipe/recipe-editor.tsx')).EditRecipeScreen };
}
