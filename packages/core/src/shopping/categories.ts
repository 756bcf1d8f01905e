/**
 * The 13 classification buckets and the 13 display categories in SPEC order (SPEC §3).
 */

/** Classification buckets (SPEC §3). */
export const BUCKETS = [
  'VEGETABLES',
  'FRUIT',
  'HERBS',
  'SPICES',
  'DAIRY_AND_EGGS',
  'MEAT_AND_FISH',
  'OILS_AND_VINEGARS',
  'SAUCES',
  'PASTA_AND_GRAINS',
  'BAKING',
  'TINNED_AND_JARRED',
  'FROZEN',
  'PANTRY',
] as const;

export type Bucket = (typeof BUCKETS)[number];

/** Display categories in SPEC order, with their labels (SPEC §3). */
export const DISPLAY_CATEGORIES = [
  { id: 'meat_and_fish', label: 'Meat & Fish', bucket: 'MEAT_AND_FISH' },
  { id: 'dairy_and_eggs', label: 'Dairy & Eggs', bucket: 'DAIRY_AND_EGGS' },
  { id: 'vegetables', label: 'Vegetables', bucket: 'VEGETABLES' },
  { id: 'fruit', label: 'Fruit', bucket: 'FRUIT' },
  { id: 'herbs', label: 'Herbs', bucket: 'HERBS' },
  { id: 'spices_and_seasoning', label: 'Spices & Seasoning', bucket: 'SPICES' },
  { id: 'oils_and_vinegars', label: 'Oils & Vinegars', bucket: 'OILS_AND_VINEGARS' },
  { id: 'sauces', label: 'Sauces', bucket: 'SAUCES' },
  { id: 'baking', label: 'Baking', bucket: 'BAKING' },
  { id: 'pasta_and_grains', label: 'Pasta & Grains', bucket: 'PASTA_AND_GRAINS' },
  { id: 'tinned_and_jarred', label: 'Tinned & Jarred', bucket: 'TINNED_AND_JARRED' },
  { id: 'frozen', label: 'Frozen', bucket: 'FROZEN' },
  { id: 'pantry', label: 'Pantry', bucket: 'PANTRY' },
] as const satisfies readonly { id: string; label: string; bucket: Bucket }[];

export type DisplayCategory = (typeof DISPLAY_CATEGORIES)[number]['id'];

const CATEGORY_BY_BUCKET = new Map<Bucket, DisplayCategory>(
  DISPLAY_CATEGORIES.map((category) => [category.bucket, category.id]),
);
const LABEL_BY_CATEGORY = new Map<string, string>(
  DISPLAY_CATEGORIES.map((category) => [category.id, category.label]),
);

/** The display category of a bucket (VEGETABLES → 'vegetables'). */
export function displayCategoryOf(bucket: Bucket): DisplayCategory {
  return CATEGORY_BY_BUCKET.get(bucket) ?? 'pantry';
}

/** The label of a display category ('meat_and_fish' → 'Meat & Fish'); the id when unknown. */
export function categoryLabel(category: string): string {
  return LABEL_BY_CATEGORY.get(category) ?? category;
}
