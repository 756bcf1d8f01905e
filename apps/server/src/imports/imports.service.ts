/**
 * Bringing recipes in (issue 19): an uploaded export file becomes drafts with their pictures
 * re-hosted here, and reviewed drafts become the account's own recipes. Reading happens in a
 * worker thread (the scrape package's import reader) and at most a few files are read at once in
 * this process, one per client; pictures are re-encoded like uploads, and pictures named by
 * address are fetched through the scraper's safe fetcher only.
 */
import { createHash } from 'node:crypto';
import {
  isHostedImageReference,
  type ImportEvent,
  type ImportSaveBody,
  type ImportSaveResult,
  type RecipeDraftWire,
} from '@plateful/contracts';
import {
  IMPORT_LIMITS,
  fetchRecipeImage,
  readImportFileInWorker,
  type ImportedPhoto,
  type ImportItem,
  type ScrapeOptions,
} from '@plateful/scrape';
import { AppError } from '../errors.ts';
import { createGate } from '../gate.ts';
import { createImportAdmission, type DeclaredBody, type ImportTicket } from './import-admission.ts';
import type { ImagesService } from '../images/images.service.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { CoversService } from '../images/covers/covers.service.ts';
import { contentFromBody, pictureOf as savedPictureOf } from '../recipes/recipe-content.ts';
import type { RecipesRepository } from '../recipes/recipes.repository.ts';
import type { RecipeWriteLimits } from '../recipes/recipe-write-limits.ts';

/** Files read at once in this process; more wait their turn (each may take a few hundred MB). */
export const MAX_FILES_READING = 2;
/** Files waiting to be read, in all; past that the server says it is busy. */
export const MAX_FILES_WAITING = 8;
/**
 * Bytes of uploaded files this process holds at once, from their first byte until they have been
 * read (issue 32): room for the files being read; past it an upload is refused before its body.
 */
export const MAX_IMPORT_BYTES_IN_FLIGHT = MAX_FILES_READING * IMPORT_LIMITS.maxFileBytes;
/** Pictures fetched by address for one file (a RecipeSage export names them by URL). */
export const MAX_REMOTE_PHOTOS = 200;
/** Pictures re-encoded at once for one file. */
const PHOTO_CONCURRENCY = 3;

export type ImportsServiceDeps = {
  images: Pick<ImagesService, 'upload'>;
  recipes: Pick<RecipesRepository, 'insertIfAbsent'>;
  accounts: Pick<AccountsRepository, 'ensureAccount'>;
  limits?: Pick<RecipeWriteLimits, 'checkImages' | 'ensureRoom'>;
  onRecipesChanged?: (accountCode: string) => void;
  /** Draws the covers of recipes saved without a photo in the background (issue 32). */
  covers?: Pick<CoversService, 'queue'>;
  fetchOptions: ScrapeOptions;
  /** For tests: how a file is read (default: in a worker thread). */
  readFile?: (name: string, bytes: Uint8Array) => Promise<ImportItem[]>;
  /** For tests: the bytes of files held at once (default MAX_IMPORT_BYTES_IN_FLIGHT). */
  maxBytesInFlight?: number;
};

/** The id an imported draft is saved under: the same key for the same account, the same id. */
export function importedRecipeId(accountCode: string, key: string): string {
  const hex = createHash('sha256').update(`import\u0000${accountCode}\u0000${key}`).digest('hex');
  // Laid out as a UUID (version 8, "custom"), like the ids the server makes itself.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createImportsService(deps: ImportsServiceDeps) {
  const reading = createGate(MAX_FILES_READING);
  const admission = createImportAdmission({
    maxFileBytes: IMPORT_LIMITS.maxFileBytes,
    maxBytesInFlight: deps.maxBytesInFlight ?? MAX_IMPORT_BYTES_IN_FLIGHT,
  });
  // The worker takes the file's memory over: the server's thread does not keep a second copy.
  const readFile =
    deps.readFile ?? ((name, bytes) => readImportFileInWorker(name, bytes, { transfer: true }));

  async function rehost(photo: ImportedPhoto, ownerKey: string): Promise<string | null> {
    const file =
      'bytes' in photo
        ? Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength)
        : await fetchRecipeImage(photo.url, deps.fetchOptions);
    const id = await deps.images.upload({ ownerKey, file, metadata: undefined });
    return `/api/images/${id}/full`;
  }

  /** The draft's picture: re-hosted from the file or its address, kept if already ours. */
  async function pictureOf(
    item: Extract<ImportItem, { kind: 'recipe' }>,
    ownerKey: string,
    remoteLeft: { count: number },
  ): Promise<{ imageUrl: string | null; problem?: string }> {
    const { draft } = item.recipe;
    let photo = item.recipe.photo;
    if (!photo && draft.imageUrl && isHostedImageReference(draft.imageUrl))
      return { imageUrl: draft.imageUrl };
    if (!photo && draft.imageUrl && /^https?:\/\//i.test(draft.imageUrl))
      photo = { url: draft.imageUrl };
    if (!photo) return { imageUrl: null };
    if ('url' in photo) {
      if (remoteLeft.count <= 0) return { imageUrl: null };
      remoteLeft.count -= 1;
    }
    try {
      return { imageUrl: await rehost(photo, ownerKey) };
    } catch {
      const what = 'url' in photo ? 'could not be fetched' : 'is not an image we can read';
      return {
        imageUrl: null,
        problem: `the picture of "${draft.name}" ${what}, so it was left out`,
      };
    }
  }

  return {
    /**
     * Room for one file from `client`, decided from its headers before its body is read: throws
     * 413 (declared too large), 429 (this client is importing a file) or 503 (no room).
     */
    admit(client: string, body: DeclaredBody): ImportTicket {
      return admission.admit(client, body);
    },

    /**
     * The events of one file admitted with `ticket` (freed when they end): each recipe (picture
     * re-hosted) or problem as it is ready, then `done`. Throws 503 when too many files wait.
     */
    async *readFile(
      name: string,
      bytes: Uint8Array,
      ownerKey: string,
      ticket: ImportTicket,
    ): AsyncGenerator<ImportEvent> {
      try {
        if (reading.waiting >= MAX_FILES_WAITING) {
          throw new AppError(
            503,
            'Imports are busy right now: try again in a minute',
            'import_busy',
          );
        }
        const items = await reading.run(() => readFile(name, bytes));
        const remoteLeft = { count: MAX_REMOTE_PHOTOS };
        let recipes = 0;
        let problems = 0;
        // Pictures are re-encoded a few at a time; events leave in the file's order.
        const pending: Array<Promise<ImportEvent[]>> = [];
        const eventsOf = async (item: ImportItem, index: number): Promise<ImportEvent[]> => {
          if (item.kind === 'problem')
            return [{ type: 'problem', file: item.problem.file, error: item.problem.message }];
          const picture = await pictureOf(item, ownerKey, remoteLeft);
          const draft: RecipeDraftWire = { ...item.recipe.draft, imageUrl: picture.imageUrl };
          const events: ImportEvent[] = [
            { type: 'recipe', index, file: item.recipe.file, format: item.recipe.format, draft },
          ];
          if (picture.problem)
            events.push({ type: 'problem', file: item.recipe.file, error: picture.problem });
          return events;
        };
        let index = 0;
        for (const item of items) {
          pending.push(eventsOf(item, item.kind === 'recipe' ? index++ : -1));
          if (pending.length >= PHOTO_CONCURRENCY) {
            for (const event of await pending.shift()!) {
              if (event.type === 'recipe') recipes += 1;
              else problems += 1;
              yield event;
            }
          }
        }
        for (const batch of pending) {
          for (const event of await batch) {
            if (event.type === 'recipe') recipes += 1;
            else problems += 1;
            yield event;
          }
        }
        yield { type: 'done', recipes, problems };
      } finally {
        ticket.release();
      }
    },

    /**
     * Saves reviewed drafts as the account's recipes; a key saved before is not saved again. The
     * covers of those without a photo are queued for drawing in the background.
     */
    async save(accountCode: string, body: ImportSaveBody): Promise<ImportSaveResult> {
      await deps.accounts.ensureAccount(accountCode);
      const saved: ImportSaveResult['saved'] = [];
      const pictures: (string | null)[] = [];
      let created = 0;
      try {
        for (const { key, recipe } of body.recipes) {
          deps.limits?.checkImages(recipe);
          const content = contentFromBody(recipe);
          await deps.limits?.ensureRoom(accountCode, content);
          const id = importedRecipeId(accountCode, key);
          const made = await deps.recipes.insertIfAbsent({
            id,
            ownerAccountCode: accountCode,
            source: 'user',
            content,
          });
          if (made) created += 1;
          saved.push({ key, id, created: made });
          pictures.push(savedPictureOf(content));
        }
      } finally {
        if (created) deps.onRecipesChanged?.(accountCode);
        // Queued, not drawn here: a chunk of 25 covers would hold the answer for seconds, and
        // drawn on request they would count against the client's cover limit. A cover kept
        // already is skipped when its turn comes.
        deps.covers?.queue(pictures);
      }
      return { saved };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
