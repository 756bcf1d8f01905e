/**
 * The browser's own install prompt. Chromium fires `beforeinstallprompt` once, early, and only
 * then; `captureInstallPrompt()` runs before React renders so the event is not missed, keeps it
 * here (calling preventDefault so the browser's mini-infobar does not show) and records an
 * `appinstalled` as the installed flag (SPEC §4).
 */
import { useSyncExternalStore } from 'react';
import { markInstalled } from './install-state.ts';
import { updateInstallState } from './install-store.ts';

export type InstallOutcome = 'accepted' | 'dismissed';

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: InstallOutcome; platform?: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let captured = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onBeforeInstallPrompt(event: Event): void {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  notify();
}

function onAppInstalled(): void {
  deferred = null;
  updateInstallState((state) => markInstalled(state));
  notify();
}

/** Starts listening for the native prompt and for installs. Safe to call more than once. */
export function captureInstallPrompt(): void {
  if (captured || typeof window === 'undefined') return;
  captured = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
}

/** The captured native prompt, if the browser offered one and it has not been used. */
export function getNativePrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

/**
 * Shows the native prompt and resolves with the user's choice. The event can be used only once,
 * so it is forgotten either way; 'accepted' also sets the installed flag.
 */
export async function showNativePrompt(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'dismissed';
  deferred = null;
  notify();
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  } catch (error) {
    console.warn('[plateful] the install prompt failed', error);
    return 'dismissed';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a native prompt is available now. */
export function useNativePromptAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
}

/** For tests: forgets the captured event and listeners. */
export function resetNativePromptForTests(): void {
  if (captured) {
    window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.removeEventListener('appinstalled', onAppInstalled);
  }
  captured = false;
  deferred = null;
  listeners.clear();
}
