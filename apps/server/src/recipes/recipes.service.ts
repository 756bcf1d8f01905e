/**
 * Recipes: the list a caller sees, recipes by ids, and an account's own recipes (create, update,
 * delete). A user's recipe is visible and changeable only with its account code: to anyone else it
 * does not exist (404). Factory recipes are read-only.
 */
import { createHash, randomUUID } from 'node:crypto';
import { MESSAGES, type UserRecipeBody } from '@plateful/contracts';
import { LRUCache } from 'lru-cache';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import {
  compressedJsonBody,
  type FactoryCache,
  type FactoryEntry,
  type FactorySnapshot,
  type JsonBody,
} from './factory-cache.ts';
import {
  contentFromBody,
  patchContent,
  readContent,
  toWireRecipe,
  type WireRecipe,
} from './recipe-content.ts';
import type { RecipeWriteLimits } from './recipe-write-limits.ts';
import type { RecipesRepository } from './recipes.repository.ts';

/**
 * How much of accounts' own lists one process keeps ready, in bytes (each list's text, its gzip
 * and its own recipes' text): the least recently read go first. A list merged with the Chef's
 * Pick is about 115 KB, so this is some 280 accounts; anyone else's list is built on read.
 */
export const OWN_LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Bytes of by-ids answers made of Chef's Pick recipes kept ready: a browser asks for the same
 * selection again and again (the Shop and Plan tabs), and all callers see the same factory recipes.
 */
export const BY_IDS_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * An account's ETag: its list's content hash bound to its code. Two accounts never share one (no
 * 304 for another account's list), and it depends on the content only, not on whether the
 * account exists or how often its list changed, so it tells nothing a body would not.
 */
function accountEtag(accountCode: string, contentEtag: string): string {
  const digest = createHash('sha256').update(`${accountCode}\n${contentEtag}`).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** The bytes an own part holds: its recipes' text, hidden ids, and the merged list once built. */
export function ownPartBytes(part: {
  recipes: { json: string }[];
  hidden: Set<string>;
  list?: { body: JsonBody };
}): number {
  let bytes = 64;
  for (const recipe of part.recipes) bytes += recipe.json.length + 32;
  for (const id of part.hidden) bytes += id.length + 16;
  if (part.list) bytes += part.list.body.json.length + (part.list.body.gzip?.length ?? 0);
  return bytes;
}

/** Least recently used own parts, at most `maxBytes` of them (by ownPartBytes). */
function ownListCache<V extends Parameters<typeof ownPartBytes>[0]>(maxBytes: number) {
  return new LRUCache<string, V>({
    maxSize: maxBytes,
    sizeCalculation: (part) => Math.max(1, ownPartBytes(part)),
  });
}

export function createRecipesService(deps: {
  recipes: RecipesRepository;
  accounts: AccountsRepository;
  factoryCache: FactoryCache;
  /** Called after the account's recipes changed, so its other devices refetch them. */
  onRecipesChanged?: (accountCode: string) => void;
  /** Hosted images only, and the account's storage quota. */
  limits?: RecipeWriteLimits;
  /** Bytes of own lists kept ready (OWN_LIST_CACHE_MAX_BYTES); tests set it small. */
  ownListCacheMaxBytes?: number;
  /** Draws the cover of a recipe saved without a photo, so it is ready when first shown. */
  covers?: { prepare(imagePath: string | null): Promise<unknown> };
}) {
  const { recipes, accounts, factoryCache, limits } = deps;
  const changed = (accountCode: string) => deps.onRecipesChanged?.(accountCode);
  /** A cover that cannot be drawn now is drawn on its first request: the save stands. */
  const prepareCover = (wire: WireRecipe) =>
    deps.covers?.prepare(wire.imageUrl).catch(() => undefined);

  /** Loads a recipe the account owns, or throws: 403 for a factory recipe, 404 otherwise. */
  async function ownedRecipe(id: string, accountCode: string) {
    const row = await recipes.findById(id);
    if (row?.source === 'factory') throw new AppError(403, MESSAGES.factoryReadOnly, 'read_only');
    if (!row || row.ownerAccountCode !== accountCode) throw notFound(MESSAGES.recipeNotFound);
    return row;
  }

  /**
   * Own recipes as JSON, with their times, newest first; and, once asked for, the whole answer
   * (own and factory merged, with its gzip bytes) for the factory snapshot it was built on.
   */
  type OwnPart = {
    version: number;
    recipes: { createdAt: Date; json: string }[];
    hidden: Set<string>;
    list?: { factory: FactorySnapshot; body: JsonBody };
  };
  const ownParts = ownListCache<OwnPart>(deps.ownListCacheMaxBytes ?? OWN_LIST_CACHE_MAX_BYTES);
  /** By-ids answers of Chef's Pick recipes only, for the snapshot they were built from. */
  const factoryAnswers = {
    snapshot: undefined as FactorySnapshot | undefined,
    bodies: new LRUCache<string, Buffer>({
      maxSize: BY_IDS_CACHE_MAX_BYTES,
      sizeCalculation: (body, key) => body.length + key.length,
    }),
  };

  /** The account's own part of its list, rebuilt only when its list version moved. */
  async function ownPart(accountCode: string, version: number): Promise<OwnPart> {
    const cached = ownParts.get(accountCode);
    if (cached?.version === version) return cached;
    const [rows, hidden] = await Promise.all([
      recipes.listOwn(accountCode),
      recipes.hiddenIds(accountCode),
    ]);
    const part: OwnPart = {
      version,
      recipes: rows
        .filter((row) => !hidden.has(row.id))
        .map((row) => ({ createdAt: row.createdAt, json: JSON.stringify(toWireRecipe(row)) })),
      hidden,
    };
    ownParts.set(accountCode, part);
    return part;
  }

  /** Own recipes and factory entries, newest first (both inputs are newest first already). */
  function mergeNewestFirst(own: OwnPart['recipes'], factory: FactoryEntry[]): string[] {
    const out: string[] = [];
    let i = 0;
    let j = 0;
    while (i < own.length || j < factory.length) {
      const mine = own[i];
      const chef = factory[j];
      if (mine && (!chef || mine.createdAt >= chef.row.createdAt)) {
        out.push(mine.json);
        i += 1;
      } else if (chef) {
        out.push(chef.json);
        j += 1;
      }
    }
    return out;
  }

  return {
    /** What the own-list cache holds now: accounts, and bytes as it weighs them. */
    ownListCacheUse(): { accounts: number; bytes: number } {
      return { accounts: ownParts.size, bytes: ownParts.calculatedSize };
    },

    /**
     * GET /api/recipes as a ready answer: factory recipes plus, with an account code, its own, less
     * the ones it hid; newest first. The account's part is cached per list version (read for
     * each call, in one statement with the calls waiting beside it), the factory part per snapshot.
     */
    async listBody(accountCode: string | null): Promise<JsonBody> {
      const factory = await factoryCache.get();
      if (!accountCode) return factory.anonymousList;
      const version = await recipes.listVersions.get(accountCode);
      if (version === null) {
        const anonymous = factory.anonymousList;
        return { ...anonymous, etag: accountEtag(accountCode, anonymous.etag) };
      }
      const own = await ownPart(accountCode, version);
      if (own.list?.factory === factory) return own.list.body;
      const parts = mergeNewestFirst(
        own.recipes,
        factory.entries.filter((entry) => !own.hidden.has(entry.row.id)),
      );
      // Built and compressed once per list version: a list is read far more often than changed.
      const content = await compressedJsonBody(`{"ok":true,"data":[${parts.join(',')}]}`);
      const body: JsonBody = { ...content, etag: accountEtag(accountCode, content.etag) };
      own.list = { factory, body };
      // In again, so the cache weighs the list it now holds (setting the same object would not).
      ownParts.delete(accountCode);
      ownParts.set(accountCode, own);
      return body;
    },

    /**
     * POST /api/recipes/by-ids as JSON bytes: the visible recipes among `ids`, in order, once each.
     * An answer of Chef's Pick recipes only is the same for every caller: it is kept, per snapshot.
     */
    async byIdsJson(ids: string[], accountCode: string | null): Promise<Buffer> {
      const unique = [...new Set(ids)];
      const factory = await factoryCache.get();
      const rest = unique.filter((id) => !factory.byId.has(id));
      if (rest.length === 0) {
        if (factoryAnswers.snapshot !== factory) {
          factoryAnswers.snapshot = factory;
          factoryAnswers.bodies.clear();
        }
        const key = unique.join('\n');
        const kept = factoryAnswers.bodies.get(key);
        if (kept) return kept;
        const body = Buffer.from(`[${unique.map((id) => factory.byId.get(id)!.json).join(',')}]`);
        factoryAnswers.bodies.set(key, body);
        return body;
      }
      const own =
        accountCode && rest.length > 0 ? await recipes.findOwnByIds(rest, accountCode) : [];
      const ownById = new Map(own.map((row) => [row.id, row]));
      const parts = unique.flatMap((id) => {
        const entry = factory.byId.get(id);
        if (entry) return [entry.json];
        const row = ownById.get(id);
        return row ? [JSON.stringify(toWireRecipe(row))] : [];
      });
      return Buffer.from(`[${parts.join(',')}]`);
    },

    async create(accountCode: string, body: UserRecipeBody): Promise<WireRecipe> {
      limits?.checkImages(body);
      const content = contentFromBody(body);
      await limits?.ensureRoom(accountCode, content);
      await accounts.ensureAccount(accountCode);
      const row = await recipes.insert({
        id: randomUUID(),
        ownerAccountCode: accountCode,
        source: 'user',
        content,
      });
      changed(accountCode);
      const wire = toWireRecipe(row);
      await prepareCover(wire);
      return wire;
    },

    async update(accountCode: string, id: string, body: UserRecipeBody): Promise<WireRecipe> {
      if (body.id != null && String(body.id) !== id) throw badRequest(MESSAGES.mismatchedRecipeId);
      limits?.checkImages(body);
      const row = await ownedRecipe(id, accountCode);
      const current = readContent(row.data);
      const next = patchContent(current, body);
      await limits?.ensureRoom(accountCode, next, current);
      const updated = await recipes.updateOwned(id, accountCode, next);
      if (!updated) throw notFound(MESSAGES.recipeNotFound);
      changed(accountCode);
      const wire = toWireRecipe(updated);
      await prepareCover(wire);
      return wire;
    },

    async remove(accountCode: string, id: string): Promise<void> {
      await ownedRecipe(id, accountCode);
      if (await recipes.deleteOwned(id, accountCode)) changed(accountCode);
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
