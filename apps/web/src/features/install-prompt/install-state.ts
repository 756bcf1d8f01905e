/**
 * The install prompt's rules (SPEC §4) as pure functions of the stored state, the time and the
 * page: when it may show, and what closing it, installing or ticking 'Don't show again' stores.
 */
import { INSTALL_PROMPT_PATHS, INSTALL_SNOOZE_MS } from './constants.ts';

export type InstallState = {
  /** 'Don't show again' was ticked: never show again. */
  dismissed: boolean;
  /** The app was installed from this browser. */
  installed: boolean;
  /** Epoch ms until which the prompt stays hidden ('Remind me later' or close). */
  snoozedUntil: number | null;
};

export const INITIAL_INSTALL_STATE: InstallState = {
  dismissed: false,
  installed: false,
  snoozedUntil: null,
};

/** SPEC §2: only /, /plan, /build and /shop (a trailing slash is the same page). */
export function isInstallPromptPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (INSTALL_PROMPT_PATHS as readonly string[]).includes(path);
}

export function isSnoozed(state: InstallState, now: number): boolean {
  return state.snoozedUntil !== null && now < state.snoozedUntil;
}

export type PromptContext = { now: number; pathname: string; standalone: boolean };

/** SPEC §4: not standalone, not dismissed or installed, not snoozed, and on an allowed path. */
export function shouldShowInstallPrompt(state: InstallState, context: PromptContext): boolean {
  return (
    !context.standalone &&
    !state.dismissed &&
    !state.installed &&
    !isSnoozed(state, context.now) &&
    isInstallPromptPath(context.pathname)
  );
}

/**
 * Closing the prompt ('Remind me later', the close button, Escape, 'Got it' or a declined native
 * prompt): dismissed for good when 'Don't show again' is ticked, otherwise snoozed for 7 days.
 */
export function closePrompt(
  state: InstallState,
  now: number,
  dontShowAgain: boolean,
): InstallState {
  if (dontShowAgain) return { ...state, dismissed: true };
  return { ...state, snoozedUntil: now + INSTALL_SNOOZE_MS };
}

/** A successful install; a ticked 'Don't show again' is kept too. */
export function markInstalled(state: InstallState, dontShowAgain = false): InstallState {
  return { ...state, installed: true, dismissed: state.dismissed || dontShowAgain };
}
