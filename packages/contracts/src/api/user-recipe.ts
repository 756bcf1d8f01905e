/**
 * What a client may send for a recipe of its own (SPEC §3 "User recipe sent", snake_case), with
 * the limits that keep one recipe small. Server-owned fields (owner, factory flags, source, share
 * code, timestamps) are not part of it: zod drops unknown keys.
 */
import { z } from 'zod';

const shortText = (max: number) => z.string().trim().max(max);
const minutes = z.number().int().min(0).max(10_000);

/** An image reference: our own image id, or an https URL (legacy). */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || value.startsWith('/api/images/') || /^https:\/\//i.test(value),
    {
      message: 'must be an https URL or one of our images',
    },
  );

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'must be an http or https link',
  });

export const userIngredientSchema = z.union([
  shortText(500),
  z.object({
    ingredientId: z.union([z.string().max(100), z.number()]).nullish(),
    amount: z.union([z.number(), z.string().max(40)]).nullish(),
    unit: shortText(40).nullish(),
    rawText: shortText(500).nullish(),
    name: shortText(200).nullish(),
  }),
]);
export type UserIngredient = z.infer<typeof userIngredientSchema>;

const stepList = z.union([z.array(shortText(5000)).max(100), shortText(50_000)]);

export const userRecipeBodySchema = z.object({
  id: z.union([z.string().max(100), z.number()]).nullish(),
  name: shortText(200).nullish(),
  description: shortText(5000).nullish(),
  instructions: stepList.nullish(),
  steps: stepList.nullish(),
  category: shortText(60).nullish(),
  servings: z.number().int().min(1).max(100).nullish(),
  prep_time: minutes.nullish(),
  cook_time: minutes.nullish(),
  calories: z.number().min(0).max(100_000).nullish(),
  image_url: imageUrl.nullish(),
  cloudflare_image_id: shortText(200).nullish(),
  images: z.array(imageUrl).max(20).nullish(),
  tags: z.array(shortText(40)).max(30).nullish(),
  author: shortText(200).nullish(),
  source_url: httpUrl.nullish(),
  display_groups: z.boolean().nullish(),
  ingredient_groups: z
    .array(
      z.object({
        title: shortText(200).default(''),
        items: z.array(userIngredientSchema).max(200),
      }),
    )
    .max(30)
    .nullish(),
  ingredients: z.array(userIngredientSchema).max(300).nullish(),
  tiktok_handle: shortText(100).nullish(),
});
export type UserRecipeBody = z.infer<typeof userRecipeBodySchema>;
