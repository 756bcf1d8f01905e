/**
 * The import under way (issue 19): every draft found (from files, links or a page), which ones
 * the cook chose, and which were saved, kept in memory for the screen and in IndexedDB so a
 * closed page comes back to "Continue saving". Keys are `${session id}:${n}`, fixed when a draft
 * arrives, so the server makes the same recipe id for a draft however often it is sent.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { useSyncExternalStore } from 'react';
import { scannedDraftSchema, type ScannedDraft } from '../../lib/scanned-drafts.ts';

export type ImportSource =
  | { kind: 'file'; file: string; format: string }
  | { kind: 'link'; url: string }
  | { kind: 'page'; url: string };

export type ImportedDraft = { key: string; source: ImportSource; draft: ScannedDraft };
export type ImportProblem = { file: string; error: string };

export type ImportSession = {
  id: string;
  startedAt: number;
  items: ImportedDraft[];
  /** The cook's own ticks; a draft without one is chosen unless it duplicates a saved recipe. */
  choices: Record<string, boolean>;
  /** Keys the server has saved. */
  saved: Record<string, true>;
  problems: ImportProblem[];
  /** Drafts left out as duplicates at the last save, for the summary. */
  skippedDuplicates: number;
  /** Set when a save has finished: the summary shows. */
  finishedAt: number | null;
  nextIndex: number;
};

const DB_NAME = 'plateful-import';
const STORE = 'session';
const CURRENT = 'current';
const WRITE_DELAY_MS = 400;

interface ImportSchema extends DBSchema {
  session: { key: string; value: unknown };
}

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export function emptySession(): ImportSession {
  return {
    id: newId(),
    startedAt: Date.now(),
    items: [],
    choices: {},
    saved: {},
    problems: [],
    skippedDuplicates: 0,
    finishedAt: null,
    nextIndex: 0,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readSource(value: unknown): ImportSource | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'file' && typeof value.file === 'string' && typeof value.format === 'string')
    return { kind: 'file', file: value.file, format: value.format };
  if ((value.kind === 'link' || value.kind === 'page') && typeof value.url === 'string')
    return { kind: value.kind, url: value.url };
  return null;
}

/** A stored session as it was written, or null when it is not one (never a crash). */
export function readStoredSession(value: unknown): ImportSession | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !Array.isArray(value.items)) return null;
  const items: ImportedDraft[] = [];
  for (const item of value.items) {
    if (!isRecord(item) || typeof item.key !== 'string') continue;
    const source = readSource(item.source);
    const draft = scannedDraftSchema.safeParse(item.draft);
    if (source && draft.success) items.push({ key: item.key, source, draft: draft.data });
  }
  function flags<T>(record: unknown, keep: (v: unknown) => v is T): Record<string, T> {
    const out: Record<string, T> = {};
    if (isRecord(record)) for (const [key, v] of Object.entries(record)) if (keep(v)) out[key] = v;
    return out;
  }
  const problems = Array.isArray(value.problems)
    ? value.problems.filter(
        (p): p is ImportProblem =>
          isRecord(p) && typeof p.file === 'string' && typeof p.error === 'string',
      )
    : [];
  const number = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  return {
    id: value.id,
    startedAt: number(value.startedAt, Date.now()),
    items,
    choices: flags(value.choices, (v): v is boolean => typeof v === 'boolean'),
    saved: flags(value.saved, (v): v is true => v === true),
    problems,
    skippedDuplicates: number(value.skippedDuplicates, 0),
    finishedAt: typeof value.finishedAt === 'number' ? value.finishedAt : null,
    nextIndex: Math.max(number(value.nextIndex, 0), items.length),
  };
}

let db: Promise<IDBPDatabase<ImportSchema>> | null = null;
function importDb(): Promise<IDBPDatabase<ImportSchema>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB'));
  db ??= openDB<ImportSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
  });
  return db;
}

// The session in memory, and who is listening.
let current: ImportSession = emptySession();
let loaded = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
let writeTimer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const listener of listeners) listener();
}

async function write(): Promise<void> {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  const snapshot = current;
  try {
    const database = await importDb();
    if (snapshot.items.length === 0 && snapshot.problems.length === 0)
      await database.delete(STORE, CURRENT);
    else await database.put(STORE, snapshot, CURRENT);
  } catch (error) {
    console.warn('[plateful] the import could not be kept on this device', error);
  }
}

/** Reads the kept session once (the screen waits for it before offering to continue). */
export function loadImportSession(): Promise<void> {
  loading ??= importDb()
    .then((database) => database.get(STORE, CURRENT))
    .then((stored) => {
      const session = stored === undefined ? null : readStoredSession(stored);
      // Anything that arrived while reading wins over an empty kept session.
      // A finished import's summary was seen; the next visit starts afresh.
      if (
        session?.finishedAt === null &&
        current.items.length === 0 &&
        current.problems.length === 0
      )
        current = session;
    })
    .catch(() => undefined)
    .finally(() => {
      loaded = true;
      emit();
    });
  return loading;
}

/** Changes the session; kept on the device shortly after (or at once with `flushImportSession`). */
export function updateImportSession(change: (session: ImportSession) => ImportSession): void {
  current = change(current);
  emit();
  writeTimer ??= setTimeout(() => void write(), WRITE_DELAY_MS);
}

export function flushImportSession(): Promise<void> {
  return write();
}

export function getImportSession(): ImportSession {
  return current;
}

/** Forgets the import, here and on the device. */
export async function discardImportSession(): Promise<void> {
  current = emptySession();
  emit();
  await write();
}

/** Adds drafts as they arrive, each under its own key. */
export function addDrafts(
  drafts: ReadonlyArray<{ source: ImportSource; draft: ScannedDraft }>,
  problems: readonly ImportProblem[] = [],
): void {
  if (drafts.length === 0 && problems.length === 0) return;
  updateImportSession((session) => {
    const base = session.finishedAt === null ? session : { ...emptySession(), saved: {} };
    let next = base.nextIndex;
    const added = drafts.map(({ source, draft }) => ({
      key: `${base.id}:${next++}`,
      source,
      draft,
    }));
    return {
      ...base,
      items: added.length ? [...base.items, ...added] : base.items,
      problems: problems.length ? [...base.problems, ...problems] : base.problems,
      nextIndex: next,
    };
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useImportSession(): { session: ImportSession; loaded: boolean } {
  const session = useSyncExternalStore(subscribe, () => current);
  const isLoaded = useSyncExternalStore(subscribe, () => loaded);
  return { session, loaded: isLoaded };
}

/** For tests: forgets the in-memory state and the database. */
export async function resetImportSessionForTests(): Promise<void> {
  current = emptySession();
  loaded = false;
  loading = null;
  if (db) (await db).close();
  db = null;
  await deleteDB(DB_NAME).catch(() => undefined);
}
