import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../app/error-screen.tsx';
import {
  isChunkLoadError,
  lazyPart,
  loadWithRetries,
  RELOAD_GUARD_MS,
  reloadOnceForNewCode,
} from './lazy-part.tsx';

/** What Chromium throws when a module's file cannot be fetched. */
const chunkFailure = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://x.test/assets/shop-screen-AbC123.js',
  );

const noWait = () => Promise.resolve();

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a download that failed', () => {
  it("tells a file that could not be fetched from the code's own error, in each browser's words", () => {
    expect(isChunkLoadError(chunkFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('is tried again after each wait and gives what the later try loaded', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue('module');
    const waits: number[] = [];
    const loaded = await loadWithRetries(load, [500, 2000], (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    expect(loaded).toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 2000]);
  });

  it('fails after the last try, and at once when the code itself threw', async () => {
    const offline = vi.fn<() => Promise<string>>().mockRejectedValue(chunkFailure());
    await expect(loadWithRetries(offline, [1, 1], noWait)).rejects.toThrow(/dynamically imported/);
    expect(offline).toHaveBeenCalledTimes(3);

    const broken = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('bad module'));
    await expect(loadWithRetries(broken, [1, 1], noWait)).rejects.toThrow('bad module');
    expect(broken).toHaveBeenCalledTimes(1);
  });
});

describe('reloading once for code a deploy replaced', () => {
  it('reloads when online, then not again within the guard, then again after it', () => {
    expect(reloadOnceForNewCode(1_000_000)).toBe(true);
    expect(reloadOnceForNewCode(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnceForNewCode(1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('does not reload offline: the error screen stays', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnceForNewCode(1_000_000)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});

/** The part under the app's error boundary, as the router shows it; gives the boundary's reload. */
function renderInApp(Part: ComponentType) {
  const reload = vi.fn();
  render(
    <ErrorBoundary reload={reload}>
      <Suspense fallback={<p>waiting</p>}>
        <Part />
      </Suspense>
    </ErrorBoundary>,
  );
  return reload;
}

describe('a part loaded on first use', () => {
  it('shows once its code arrives, with its props', async () => {
    const Greeting = lazyPart(() =>
      Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>),
    );
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting name="Sam" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
  });

  it('after failing for good, shows the error screen, and Try Again downloads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false); // no automatic reload
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve(() => <p>Shop list</p>)
        : Promise.reject<ComponentType>(chunkFailure()),
    );
    const Shop = lazyPart(load, []);
    const reload = renderInApp(Shop);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Shop list')).toBeTruthy();
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('reloads the page once when online and the code cannot be fetched, showing the splash meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Shop = lazyPart(() => Promise.reject<ComponentType>(chunkFailure()), []);
    const reload = renderInApp(Shop);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
