/**
 * Bringing recipes in from other apps (issue 19). Two calls:
 * - `POST /api/import/file?name=FILE` with the file as the body (application/octet-stream): the
 *   recipes in it are read and their pictures re-hosted, answered as JSON lines, one event each,
 *   so the import screen can show progress as they come: `recipe`, `problem`, then `done`.
 * - `POST /api/import/recipes {recipes: [{key, recipe}]}`: saves reviewed drafts as the account's
 *   own recipes, a chunk at a time. `key` is the client's name for the draft, stable across
 *   retries: a key saved before is not saved again, so a resumed import never makes a copy.
 */
import { z } from 'zod';
import { recipeDraftSchema } from './scrape.ts';
import { userRecipeBodySchema } from './user-recipe.ts';

export const IMPORT_FORMATS_WIRE = [
  'paprika',
  'mealie',
  'tandoor',
  'mela',
  'recipesage',
  'copymethat',
  'cooklang',
  'schema.org',
  'plateful',
] as const;

export const importFileQuerySchema = z.object({ name: z.string().trim().min(1).max(255) });

export const importEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('recipe'),
    index: z.number().int().nonnegative(),
    file: z.string(),
    format: z.enum(IMPORT_FORMATS_WIRE),
    draft: recipeDraftSchema,
  }),
  z.object({ type: z.literal('problem'), file: z.string(), error: z.string() }),
  z.object({
    type: z.literal('done'),
    recipes: z.number().int().nonnegative(),
    problems: z.number().int().nonnegative(),
  }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

/** Drafts saved in one call; a 1,000-recipe import is forty calls, not a thousand writes. */
export const MAX_IMPORT_CHUNK = 25;

export const importSaveBodySchema = z.object({
  recipes: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(100),
        recipe: userRecipeBodySchema,
      }),
    )
    .min(1)
    .max(MAX_IMPORT_CHUNK),
});
export type ImportSaveBody = z.infer<typeof importSaveBodySchema>;

export const importSaveResultSchema = z.object({
  saved: z.array(z.object({ key: z.string(), id: z.string(), created: z.boolean() })),
});
export type ImportSaveResult = z.infer<typeof importSaveResultSchema>;

/**
 * What the import screen states and checks before an upload; the server's reader (the scrape
 * package's `IMPORT_LIMITS` and `IMPORT_EXTENSIONS`) holds the same numbers, and a server test
 * keeps them equal.
 */
export const IMPORT_FILE_LIMITS = {
  maxFileBytes: 100 * 1024 * 1024,
  maxRecipes: 5_000,
} as const;
export const IMPORT_FILE_EXTENSIONS = [
  '.paprikarecipes',
  '.paprikarecipe',
  '.melarecipes',
  '.melarecipe',
  '.zip',
  '.json',
  '.html',
  '.htm',
  '.cook',
] as const;
/** The reader's words for a file over the limit, said in the browser before any upload. */
export const importFileTooLargeMessage = () =>
  `the file is larger than the ${IMPORT_FILE_LIMITS.maxFileBytes / 1024 / 1024} MB an import takes`;

/** The most HTML one page may send through the bookmarklet (`POST /api/import/page`). */
export const MAX_IMPORT_PAGE_HTML = 5 * 1024 * 1024;

/**
 * `POST /api/import/page {url, html}` → `{ok, data: draft}`: a page as the user's own browser saw
 * it (the bookmarklet), read by the same extractor as a scrape, without the server fetching it.
 */
export const importPageBodySchema = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), {
      message: 'must be an http or https link',
    }),
  html: z.string().min(1).max(MAX_IMPORT_PAGE_HTML),
});
export type ImportPageBody = z.infer<typeof importPageBodySchema>;
