/**
 * Everything the install prompt decides (SPEC §4): whether it shows (2 s after load, on an
 * allowed path, unless standalone, dismissed, installed or snoozed), the platform, and what its
 * buttons do. The component only draws the result.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { INSTALL_PROMPT_DELAY_MS } from './constants.ts';
import { closePrompt, markInstalled, shouldShowInstallPrompt } from './install-state.ts';
import { updateInstallState, useInstallState } from './install-store.ts';
import {
  captureInstallPrompt,
  showNativePrompt,
  useNativePromptAvailable,
} from './native-prompt.ts';
import { detectPlatform, type InstallPlatform } from './platform.ts';
import { isStandalone } from './standalone.ts';

export type InstallPromptModel = {
  visible: boolean;
  platform: InstallPlatform;
  /** A native prompt was captured: Android's button installs instead of saying 'Got it'. */
  canInstallNatively: boolean;
  installing: boolean;
  dontShowAgain: boolean;
  setDontShowAgain: (value: boolean) => void;
  /** 'Remind me later', the close button, Escape and 'Got it'. */
  close: () => void;
  install: () => Promise<void>;
};

/** True once `delayMs` has passed since the first render. */
function useDelayElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}

export function useInstallPrompt(): InstallPromptModel {
  const { pathname } = useLocation();
  const state = useInstallState();
  const canInstallNatively = useNativePromptAvailable();
  const delayElapsed = useDelayElapsed(INSTALL_PROMPT_DELAY_MS);
  const [installing, setInstalling] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [standalone] = useState(isStandalone);
  const platform = useMemo(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints), []);

  // In case the shell did not capture it before rendering, listen from now on.
  useEffect(captureInstallPrompt, []);

  const visible =
    delayElapsed && shouldShowInstallPrompt(state, { now: Date.now(), pathname, standalone });

  const close = useCallback(() => {
    updateInstallState((current) => closePrompt(current, Date.now(), dontShowAgain));
  }, [dontShowAgain]);

  const install = useCallback(async () => {
    setInstalling(true);
    const outcome = await showNativePrompt();
    setInstalling(false);
    if (outcome === 'accepted')
      updateInstallState((current) => markInstalled(current, dontShowAgain));
    else updateInstallState((current) => closePrompt(current, Date.now(), dontShowAgain));
  }, [dontShowAgain]);

  return {
    visible,
    platform,
    canInstallNatively,
    installing,
    dontShowAgain,
    setDontShowAgain,
    close,
    install,
  };
}
