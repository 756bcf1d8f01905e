/** Public entry of @plateful/scrape: a recipe draft from a web page, fetched safely. */
export {
  ACCEPTED_TYPES,
  BROWSER_USER_AGENT,
  FETCH_TIMEOUT_MS,
  MAX_PAGE_BYTES,
  MAX_REDIRECTS,
  safeFetch,
  type FetchedResource,
  type ResolveHost,
  type SafeFetchOptions,
} from './fetch/safe-fetch.ts';
export { decodeHtml } from './fetch/decode-html.ts';
export { isPublicAddress } from './fetch/address-policy.ts';
export { SCRAPE_MESSAGES, ScrapeError, type ScrapeFailure } from './fetch/scrape-error.ts';
export type { IngredientGroup, RecipeDraft } from './extract/draft.ts';
export { extractRecipe } from './extract/extract-recipe.ts';
export {
  draftFromHtml,
  fetchRecipeImage,
  MAX_IMAGE_BYTES,
  scrapeRecipe,
  type ScrapeOptions,
} from './scrape-recipe.ts';
export {
  createExtractor,
  defaultReaderCount,
  EXTRACT_TIMEOUT_MS,
  MAX_PAGES_PER_CLIENT,
  type Extractor,
  type ExtractorOptions,
} from './worker/extractor.ts';
export { IMPORT_LIMITS, isSafeEntryName } from './import/archive.ts';
export type { ImportProblem } from './import/import-problem.ts';
export {
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportedPhoto,
  type ImportedRecipe,
} from './import/imported-recipe.ts';
export { IMPORT_EXTENSIONS, readImportFile, type ImportItem } from './import/read-import-file.ts';
export {
  IMPORT_READ_TIMEOUT_MS,
  importReadTimeoutMs,
  readImportFileInWorker,
} from './import/import-reader.ts';
export { htmlShape, htmlShapeProblem } from './extract/html-shape.ts';
