import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readKey, writeKey } from '../../lib/storage.ts';
import { INSTALL_PROMPT_DELAY_MS, INSTALL_SNOOZE_MS } from './constants.ts';
import { InstallPrompt } from './install-prompt.tsx';
import { captureInstallPrompt, resetNativePromptForTests } from './native-prompt.ts';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NOW = new Date('2025-03-01T09:00:00Z').getTime();
/** Closed right after it appeared, 2 s after load. */
const SNOOZED_UNTIL = NOW + INSTALL_PROMPT_DELAY_MS + INSTALL_SNOOZE_MS;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InstallPrompt />
    </MemoryRouter>,
  );
}

function passDelay() {
  act(() => {
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
  });
}

/** A stand-in for Chromium's BeforeInstallPromptEvent with the given outcome. */
function fireBeforeInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
    resetNativePromptForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('appears 2 s after load on /plan, not before', () => {
    renderAt('/plan');
    act(() => {
      vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS - 1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const dialog = screen.getByRole('dialog', { name: 'Install Plateful' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/icons/icon-192.png');
    expect(screen.getByText('Use the Install icon in your address bar')).toBeTruthy();
  });

  it('lifts the toasts above itself while it shows (--install-card-room)', () => {
    renderAt('/plan');
    const room = () => document.documentElement.style.getPropertyValue('--install-card-room');
    expect(room()).toBe('');
    passDelay();
    // jsdom lays nothing out: the card's height is 0, and the gap is kept.
    expect(room()).toBe('8px');
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(room()).toBe('');
  });

  it.each(['/recipe/abc', '/build/settings'])('does not appear on %s', (path) => {
    renderAt(path);
    passDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Remind me later' snoozes it for 7 days", () => {
    renderAt('/');
    passDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readKey('installPrompt')).toEqual({
      dismissed: false,
      installed: false,
      snoozedUntil: SNOOZED_UNTIL,
    });
  });

  it('the close button and Escape snooze it too', () => {
    const { unmount } = renderAt('/shop');
    passDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(readKey('installPrompt').snoozedUntil).toBe(SNOOZED_UNTIL);
    unmount();

    writeKey('installPrompt', null);
    renderAt('/build');
    passDelay();
    // The key is taken (its default prevented): nothing under the card acts on it as well.
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readKey('installPrompt').snoozedUntil).toBe(Date.now() + INSTALL_SNOOZE_MS);
  });

  it('leaves Escape to a dialog open over it, wherever the focus is', () => {
    renderAt('/shop');
    passDelay();
    // A modal opened over the card (Shop's quick view), the focus left on the page's body.
    const over = render(<div role="dialog" aria-modal="true" aria-label="Quick view" />);
    document.body.focus();
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Install Plateful' })).toBeTruthy();
    expect(readKey('installPrompt').snoozedUntil).toBeNull();
    // Closed: the card is the topmost layer again.
    over.unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Install Plateful' })).toBeNull();
  });

  it("an Escape as a recipe's sheet opens is the sheet's: the prompt is not snoozed", () => {
    const pressed: boolean[] = [];
    // On the recipe's route, Escape in the layout phase of the commit that leaves /plan: the card
    // is out of the page, the effects after the paint (which remove its listener) not yet run.
    function EscapeAsItOpens() {
      useLayoutEffect(() => {
        pressed.push(fireEvent.keyDown(document.body, { key: 'Escape' }));
      }, []);
      return <div role="dialog" aria-modal="true" aria-label="Recipe" />;
    }
    function OpenRecipe() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/recipe/abc')}>
          More
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/plan']}>
        <InstallPrompt />
        <Routes>
          <Route path="/plan" element={<OpenRecipe />} />
          <Route path="/recipe/:id" element={<EscapeAsItOpens />} />
        </Routes>
      </MemoryRouter>,
    );
    passDelay();
    expect(screen.getByRole('dialog', { name: 'Install Plateful' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Recipe' })).toBeTruthy();
    // Pressed, and left to the route's listener (not taken by the prompt's).
    expect(pressed).toEqual([true]);
    expect(readKey('installPrompt').snoozedUntil).toBeNull();
  });

  it('stays hidden while snoozed and comes back when the snooze runs out', () => {
    writeKey('installPrompt', {
      dismissed: false,
      installed: false,
      snoozedUntil: NOW + INSTALL_SNOOZE_MS,
    });
    const { unmount } = renderAt('/plan');
    passDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    vi.setSystemTime(NOW + INSTALL_SNOOZE_MS);
    renderAt('/plan');
    passDelay();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("'Don't show again' ticked at close dismisses it for good", () => {
    renderAt('/plan');
    passDelay();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(readKey('installPrompt')).toMatchObject({ dismissed: true, snoozedUntil: null });
  });

  it('never appears when dismissed or installed', () => {
    writeKey('installPrompt', { dismissed: true, installed: false, snoozedUntil: null });
    const { unmount } = renderAt('/plan');
    passDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    writeKey('installPrompt', { dismissed: false, installed: true, snoozedUntil: null });
    renderAt('/plan');
    passDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never appears when the app runs standalone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAt('/plan');
    passDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows iOS's instruction on an iPhone", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    renderAt('/plan');
    passDelay();
    expect(screen.getByText('Tap Share → Add to Home Screen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
  });

  it("on Android without a native prompt says 'Tap Install app' and 'Got it'", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    renderAt('/plan');
    passDelay();
    expect(screen.getByText('Tap Install app')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readKey('installPrompt').snoozedUntil).toBe(SNOOZED_UNTIL);
  });

  it("on Android installs through the native prompt: 'Install now', 'Installing...', installed", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    captureInstallPrompt();
    const event = fireBeforeInstallPrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    renderAt('/plan');
    passDelay();
    const button = screen.getByRole('button', { name: 'Install now' });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Installing...' })).toHaveProperty('disabled', true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readKey('installPrompt')).toMatchObject({ installed: true, dismissed: false });
  });

  it('a declined native prompt snoozes it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    captureInstallPrompt();
    fireBeforeInstallPrompt('dismissed');
    renderAt('/plan');
    passDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Install now' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(readKey('installPrompt')).toMatchObject({
      installed: false,
      snoozedUntil: SNOOZED_UNTIL,
    });
  });

  it('the appinstalled event sets the installed flag and hides it', () => {
    captureInstallPrompt();
    renderAt('/plan');
    passDelay();
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readKey('installPrompt').installed).toBe(true);
  });
});
