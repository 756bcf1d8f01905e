import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_SNOOZE_DAYS, INSTALL_SNOOZE_MS } from './constants.ts';
import {
  closePrompt,
  INITIAL_INSTALL_STATE,
  isInstallPromptPath,
  markInstalled,
  shouldShowInstallPrompt,
  type InstallState,
} from './install-state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2025-03-01T09:00:00Z');
const onPlan = (state: InstallState) =>
  shouldShowInstallPrompt(state, { now: Date.now(), pathname: '/plan', standalone: false });

describe('install prompt rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('snoozes for 7 days', () => {
    expect(INSTALL_SNOOZE_DAYS).toBe(7);
    expect(INSTALL_SNOOZE_MS).toBe(7 * DAY_MS);
  });

  it('shows on a fresh browser on an allowed path', () => {
    expect(onPlan(INITIAL_INSTALL_STATE)).toBe(true);
  });

  it.each(['/', '/plan', '/build', '/shop', '/plan/', '/shop/'])('may show on %s', (path) => {
    expect(isInstallPromptPath(path)).toBe(true);
  });

  it.each(['/recipe/abc', '/build/settings', '/build/add', '/r/ABC123', '/planet', '/settings'])(
    'never shows on %s',
    (path) => {
      expect(isInstallPromptPath(path)).toBe(false);
      expect(
        shouldShowInstallPrompt(INITIAL_INSTALL_STATE, {
          now: Date.now(),
          pathname: path,
          standalone: false,
        }),
      ).toBe(false);
    },
  );

  it('never shows when the app runs standalone', () => {
    expect(
      shouldShowInstallPrompt(INITIAL_INSTALL_STATE, {
        now: Date.now(),
        pathname: '/',
        standalone: true,
      }),
    ).toBe(false);
  });

  it("'Remind me later' hides it for 7 days, then it shows again", () => {
    const snoozed = closePrompt(INITIAL_INSTALL_STATE, Date.now(), false);
    expect(snoozed).toEqual({
      dismissed: false,
      installed: false,
      snoozedUntil: START.getTime() + 7 * DAY_MS,
    });
    expect(onPlan(snoozed)).toBe(false);

    vi.advanceTimersByTime(7 * DAY_MS - 1);
    expect(onPlan(snoozed)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(onPlan(snoozed)).toBe(true);
  });

  it("closing with 'Don't show again' ticked dismisses it for good", () => {
    const dismissed = closePrompt(INITIAL_INSTALL_STATE, Date.now(), true);
    expect(dismissed.dismissed).toBe(true);
    vi.advanceTimersByTime(365 * DAY_MS);
    expect(onPlan(dismissed)).toBe(false);
  });

  it('an install sets the installed flag and the prompt never shows again', () => {
    const installed = markInstalled(INITIAL_INSTALL_STATE);
    expect(installed).toEqual({ dismissed: false, installed: true, snoozedUntil: null });
    vi.advanceTimersByTime(365 * DAY_MS);
    expect(onPlan(installed)).toBe(false);
  });

  it("an install with 'Don't show again' ticked records both", () => {
    expect(markInstalled(INITIAL_INSTALL_STATE, true)).toMatchObject({
      installed: true,
      dismissed: true,
    });
  });

  it('a snooze that ran out does not stop it', () => {
    expect(onPlan({ ...INITIAL_INSTALL_STATE, snoozedUntil: Date.now() - 1 })).toBe(true);
  });
});
