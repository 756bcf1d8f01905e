/**
 * What a client may send for a recipe of its own (SPEC §3 "User recipe sent", snake_case), with
 * the limits that keep one recipe small. Server-owned fields (owner, factory flags, source, share
 * code, timestamps) are not part of it: zod drops unknown keys.
 */
import { z } from 'zod';
import { IMAGE_ID_PATTERN, isHostedImageReference } from './image-reference.ts';

const shortText = (max: number) => z.string().trim().max(max);
const minutes = z.number().int().min(0).max(10_000);

/** An image reference: only an image this server hosts (see `isHostedImageReference`). */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || isHostedImageReference(value), {
    message: 'must be one of our images: an upload, or a picture we re-hosted',
  });

/** An image id as the upload answers it (a UUID): never a URL, never a script. */
const imageId = z
  .string()
  .trim()
  .max(100)
  .refine((value) => value === '' || IMAGE_ID_PATTERN.test(value), {
    message: 'must be an image id',
  });

/** An amount is a quantity: a number from 0, or text that does not start with a minus. */
const amount = z.union([
  z.number().min(0, 'must not be negative').max(1_000_000),
  z
    .string()
    .max(40)
    .refine((value) => !/^\s*[-\u2212]/.test(value), { message: 'must not be negative' }),
]);

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
    amount: amount.nullish(),
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
  /** What the recipe makes, as its page or cook wrote it ("36 cookies"); beyond SPEC §3. */
  yields: shortText(100).nullish(),
  image_url: imageUrl.nullish(),
  cloudflare_image_id: imageId.nullish(),
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
