/**
 * The user-facing messages of SPEC §8 that the API and the web app share, word for word. The
 * web app maps error codes to these strings in one place.
 */
export const MESSAGES = {
  accountCodeRequiredToSave:
    'Account code required. Please create an account code in the Build section to save recipes.',
  accountCodeRequiredToShare: 'Please generate your account code in Build to start sharing recipes',
  noAccountCode: 'No account code found. Add your code in Build to save recipes.',
  recipeNotFound: 'Recipe not found',
  fetchRecipesFailed: 'Failed to fetch recipes',
  createRecipeFailed: 'Failed to create recipe',
  createUserRecipeFailed: 'Failed to create user recipe',
  getUserRecipeFailed: 'Failed to get user recipe',
  updateUserRecipeFailed: 'Failed to update user recipe',
  deleteUserRecipeFailed: 'Failed to delete user recipe',
  selectedRecipesFailed: 'Failed to get selected recipes',
  shoppingListFailed: 'Failed to get shopping list',
  createAccountCodeFailed: 'Failed to create account code',
  mismatchedRecipeId: 'Mismatched recipe ID',
  noShareCode: 'No share code',
  cloudflareNotConfigured: 'Cloudflare Images not configured',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  deviceCodeRequired: 'A device code is required (x-device-code header).',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  factoryReadOnly: "Chef's Pick recipes are read-only: save a copy to change it.",
  storageFull: 'Your recipe storage is full. Delete some recipes to make room for new ones.',
  accountEmpty: 'Nothing is saved under that code yet. Check it, or use it to start a new account.',
  imageNotHosted: 'Images must be uploaded here: pictures from other sites cannot be used.',
} as const;
