/**
 * Recipe drafts from a scan (a link, photos, pasted text or a TikTok link), kept in this browser
 * until the cook saves them on the Add recipe screen, so a reload or a detour loses nothing.
 * SPEC §9: stale entries are removed after 24 h, a cleanup runs every 30 min, an item over
 * 50,000 bytes logs a warning and a total over 1 MB recommends clearing old drafts.
 */
import type { RecipeDraft } from '@plateful/core';
import { z } from 'zod/mini';
import { apiFetch } from './api-client.ts';
import { readKey, writeKey } from './storage.ts';

/** SPEC §9: a scanned draft is removed 24 h after it was kept. */
export const SCANNED_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** SPEC §9: stale drafts are looked for every 30 min. */
export const DRAFT_CLEANUP_INTERVAL_MS = 30 * 60 * 1000;
/** SPEC §9: one draft larger than this logs a warning. */
export const LARGE_DRAFT_BYTES = 50_000;
/** SPEC §9: all drafts together larger than this recommend a clear-out. */
export const DRAFTS_RECOMMENDED_MAX_BYTES = 1024 * 1024;

const minutes = z.nullable(z.number());
const text = z.string();

/** A draft as a scan gives it: the scrape draft's shape, plus the TikTok handle of an import. */
export const scannedDraftSchema = z.object({
  name: text,
  description: z.nullable(text),
  ingredients: z.array(text),
  ingredientGroups: z.optional(
    z.array(z.object({ title: z.nullable(text), items: z.array(text) })),
  ),
  instructions: z.array(text),
  totalTime: minutes,
  prepTime: minutes,
  cookTime: minutes,
  servings: z.nullable(z.number()),
  yields: z.nullable(text),
  calories: z.optional(z.nullable(z.number())),
  imageUrl: z.nullable(text),
  author: z.nullable(text),
  sourceUrl: text,
  category: z.nullable(text),
  tags: z.array(text),
  tiktokHandle: z.optional(z.nullable(text)),
  // A photo's lines whose amount the reader mended: kept with the draft, never with the recipe.
  // (`changed` came later: a draft kept before it has none, and its marks read "Check amount".)
  amountChecks: z.optional(
    z.array(
      z.object({
        line: text,
        seen: text,
        changed: z._default(z.enum(['amount', 'unit', 'both']), 'amount'),
      }),
    ),
  ),
});

export type ScannedDraft = RecipeDraft & { tiktokHandle?: string | null };
export type StoredDraft = { id: string; savedAt: number; draft: ScannedDraft };

const bytesOf = (value: unknown) => new Blob([JSON.stringify(value)]).size;

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Every valid, fresh draft (stale or invalid entries are dropped and the list rewritten). */
function readFresh(now: number): StoredDraft[] {
  const stored = readKey('scannedDrafts');
  const fresh: StoredDraft[] = [];
  for (const entry of stored) {
    const parsed = scannedDraftSchema.safeParse(entry.draft);
    const age = now - entry.savedAt;
    if (parsed.success && age >= 0 && age < SCANNED_DRAFT_MAX_AGE_MS) {
      fresh.push({ id: entry.id, savedAt: entry.savedAt, draft: parsed.data as ScannedDraft });
    }
  }
  if (fresh.length !== stored.length) writeKey('scannedDrafts', fresh);
  return fresh;
}

/** Bytes all scanned drafts take in storage. */
export function draftsStorageBytes(): number {
  return bytesOf(readKey('scannedDrafts'));
}

/** Whether the drafts have passed 1 MB, so the scan screen should suggest a clear-out. */
export function draftsOverRecommendedSize(): boolean {
  return draftsStorageBytes() > DRAFTS_RECOMMENDED_MAX_BYTES;
}

/** Keeps a draft; returns its id for `/build/add?draft={id}`. */
export function saveDraft(draft: ScannedDraft, now = Date.now()): string {
  const id = newId();
  const size = bytesOf(draft);
  if (size > LARGE_DRAFT_BYTES) {
    console.warn(`[plateful] scanned draft ${id} is large (${size} bytes)`);
  }
  const drafts = [...readFresh(now), { id, savedAt: now, draft }];
  writeKey('scannedDrafts', drafts);
  const total = bytesOf(drafts);
  if (total > DRAFTS_RECOMMENDED_MAX_BYTES) {
    console.info(
      `[plateful] scanned drafts take ${total} bytes: save or discard some to free space`,
    );
  }
  return id;
}

/** The draft kept under `id`, or null when there is none (or it went stale). */
export function getDraft(id: string, now = Date.now()): StoredDraft | null {
  return readFresh(now).find((entry) => entry.id === id) ?? null;
}

/** Forgets a draft (after it was saved as a recipe). */
export function removeDraft(id: string): void {
  const drafts = readKey('scannedDrafts');
  const kept = drafts.filter((entry) => entry.id !== id);
  if (kept.length !== drafts.length) writeKey('scannedDrafts', kept);
}

/** Every fresh draft, newest first. */
export function listDrafts(now = Date.now()): StoredDraft[] {
  return readFresh(now).sort((a, b) => b.savedAt - a.savedAt);
}

/** Removes stale drafts now; returns how many went. */
export function cleanupDrafts(now = Date.now()): number {
  const before = readKey('scannedDrafts').length;
  return before - readFresh(now).length;
}

let cleanupTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Cleans up at once and then every 30 min (SPEC §9). Safe to call more than once: one timer runs.
 * Returns a function that stops it.
 */
export function startDraftCleanup(): () => void {
  cleanupDrafts();
  cleanupTimer ??= setInterval(() => cleanupDrafts(), DRAFT_CLEANUP_INTERVAL_MS);
  return () => {
    clearInterval(cleanupTimer);
    cleanupTimer = undefined;
  };
}

/**
 * Asks the server for a draft: `POST /api/scrape` (a recipe page) or `POST /api/import/social`
 * (a TikTok link), both `{url}` → `{ok, data: draft}`. Throws an Error with the server's short
 * message; an answer that is not a draft is an error too.
 */
export async function requestDraft(
  path: '/api/scrape' | '/api/import/social',
  url: string,
  signal?: AbortSignal,
): Promise<ScannedDraft> {
  const answer = await apiFetch<{ ok?: boolean; data?: unknown; error?: string }>(path, {
    method: 'POST',
    body: { url },
    signal,
  });
  const parsed = scannedDraftSchema.safeParse(answer?.data);
  if (!answer?.ok || !parsed.success) throw new Error(answer?.error ?? 'That answer had no recipe');
  return parsed.data as ScannedDraft;
}
