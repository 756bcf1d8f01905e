import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait for what the screen will show; 1 s (the default) is not enough
// for a lazy chunk and a render on a busy two-core machine (a ceiling, not a target).
configure({ asyncUtilTimeout: 10_000 });

// Files share a worker's page and module cache (isolate: false): each starts with the app's
// modules unloaded, empty storage and an empty database, as in a page of its own.
vi.resetModules();
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
}
if ('indexedDB' in globalThis) globalThis.indexedDB = new IDBFactory();

afterEach(() => cleanup());
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
