/**
 * Toasts (SPEC §2) without putting the toast library in the first download: `toast` has the
 * calls the app uses and loads sonner on first use; `AppToaster` mounts sonner's region lazily.
 * A toast asked for before the region is mounted waits for it, so none is lost.
 */
import { useEffect, useState } from 'react';
import { lazyPart } from './lazy-part.tsx';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
export type ToastOptions = {
  description?: string;
  action?: { label: string; onClick: () => void };
  duration?: number;
  id?: string | number;
};

let sonner: Promise<Sonner> | undefined;
/** Sonner's code, downloaded once; a failed download is forgotten, so the next toast tries again. */
const loadSonner = () =>
  (sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  }));

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));
/** Mounts the region now (set by AppToaster while it waits for an idle moment). */
let mountNow: () => void = () => undefined;

/** The region mounts a few seconds after start-up, or at once for the first toast. */
const IDLE_MOUNT_TIMEOUT_MS = 4000;

async function show(
  kind: 'success' | 'error' | 'message' | 'info' | 'warning',
  message: string,
  options?: ToastOptions,
) {
  mountNow();
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), ready]);
  return kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
  warning: (message: string, options?: ToastOptions) => void show('warning', message, options),
  message: (message: string, options?: ToastOptions) => void show('message', message, options),
};

/** Where a toast's top edge sits: below the header and the phone's status bar. */
const BELOW_HEADER = 'calc(env(safe-area-inset-top) + 4.5rem)';

const LazyToaster = lazyPart(() => loadSonner().then((module) => module.Toaster));

function ToastRegion() {
  useEffect(() => markReady(), []);
  return (
    <LazyToaster
      position="top-center"
      // Under the sticky header (56 px and its border), not over its tabs: 15 px below it.
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
      richColors
      closeButton
      toastOptions={{ className: 'md:max-w-[420px]' }}
      style={{ '--width': 'min(420px, calc(100vw - 2rem))' } as React.CSSProperties}
    />
  );
}

/**
 * The toast region (capped at 420 px wide on medium screens and up, SPEC §9). Its library is not
 * part of the first paint: it loads a few seconds after start-up, or as soon as a toast is asked for.
 */
export function AppToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountNow = () => setMounted(true);
    const timer = window.setTimeout(() => setMounted(true), IDLE_MOUNT_TIMEOUT_MS);
    return () => {
      mountNow = () => undefined;
      window.clearTimeout(timer);
    };
  }, []);
  return mounted ? <ToastRegion /> : null;
}
