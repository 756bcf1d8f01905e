/**
 * Other tabs of this browser share the household's IndexedDB; when one saves, the others read it
 * again. Told through a BroadcastChannel (or, where there is none, the storage event of one
 * local-storage key). Saves in quick succession make one message, and one re-read.
 */
import { prefixed, writeRaw } from '../storage.ts';

const CHANNEL = 'plateful-household';
/** Local-storage key, for browsers without BroadcastChannel. */
const PING_KEY = 'householdSaved';
const REREAD_DELAY_MS = 30;

export interface OtherTabs {
  /** Tells the other tabs that the household was saved. */
  post(): void;
  close(): void;
}

export function followOtherTabs(onSaved: () => void): OtherTabs {
  let posting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const received = () => {
    clearTimeout(timer);
    timer = setTimeout(onSaved, REREAD_DELAY_MS);
  };
  const later = (send: () => void) => () => {
    if (posting) return;
    posting = true;
    queueMicrotask(() => {
      posting = false;
      send();
    });
  };

  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = received;
    let closed = false;
    return {
      // A save that lands just as the engine stops (an account unlinked) posts after the close,
      // in its microtask: a closed channel throws, so it is skipped.
      post: later(() => {
        if (!closed) channel.postMessage('saved');
      }),
      close: () => {
        closed = true;
        clearTimeout(timer);
        channel.close();
      },
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === prefixed(PING_KEY)) received();
  };
  window.addEventListener('storage', onStorage);
  return {
    post: later(() => writeRaw(PING_KEY, `${Date.now()}-${Math.random()}`)),
    close: () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    },
  };
}
