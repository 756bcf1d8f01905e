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

/** Set on the root while a full-screen view keeps its own controls at the bottom (cook mode). */
const TOAST_BOTTOM_VAR = '--plateful-toast-bottom';
/** The gap between a toast and the controls it sits above. */
const TOAST_GAP_PX = 8;

/**
 * Keeps toasts above the element's top edge while it is mounted: cook mode's Back / Next bar and
 * its timers, which a toast over them would cover (the new-version toast stays until closed).
 * The element is measured as it changes (a timer added), and the usual place comes back on close.
 */
export function useToastsAbove(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () => {
      const top = element.getBoundingClientRect().top;
      const bottom = Math.max(0, window.innerHeight - top) + TOAST_GAP_PX;
      root.style.setProperty(TOAST_BOTTOM_VAR, `${Math.round(bottom)}px`);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty(TOAST_BOTTOM_VAR);
    };
  }, [ref]);
}

/** Sonner's gap between stacked toasts: a toast behind the front one shows this much of it. */
const STACK_PEEK_PX = 14;
/** Sonner shows at most this many toasts in its stack. */
const STACK_MAX = 3;

/** The height the toasts showing now take, with a gap above and below them; 0 with none. */
function toastStackRoom(): number {
  const shown = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
    (item) => item.dataset.removed !== 'true',
  );
  if (shown.length === 0) return 0;
  const front = shown.find((item) => item.dataset.front === 'true') ?? shown[0]!;
  const peeks = Math.min(shown.length, STACK_MAX) - 1;
  return front.offsetHeight + peeks * STACK_PEEK_PX + 2 * TOAST_GAP_PX;
}

/**
 * The room the toasts take while one shows (0 otherwise), for a full-screen view whose scrolled
 * content would be under them (cook mode's step and its ingredients): a spacer of this height
 * above its controls keeps the content clear of the toast, and the content can still be scrolled.
 */
export function useToastRoom(): number {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setRoom(toastStackRoom()));
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-removed', 'data-front'],
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return room;
}

/**
 * Where a toast's bottom edge sits: above the tab dots (44 px and their 12 px margin, or the
 * phone's home bar), where the install card and the cook's timers sit too. At the top, under the
 * header, a toast covered the page's heading for its few seconds and its Undo was out of a
 * thumb's reach (decision 0026, session 71). Above the install card too while it shows (its
 * height is --install-card-room): over it, a toast hid the card's text and buttons.
 */
const ABOVE_TAB_DOTS = `var(${TOAST_BOTTOM_VAR}, calc(max(env(safe-area-inset-bottom), 0.75rem) + 3.5rem + var(--install-card-room, 0px)))`;

const LazyToaster = lazyPart(() => loadSonner().then((module) => module.Toaster));

function ToastRegion() {
  useEffect(() => markReady(), []);
  return (
    <LazyToaster
      position="bottom-center"
      offset={{ bottom: ABOVE_TAB_DOTS }}
      mobileOffset={{ bottom: ABOVE_TAB_DOTS }}
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
