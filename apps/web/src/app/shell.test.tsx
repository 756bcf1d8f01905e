import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { crashRecoveryFor, ErrorBoundary } from './error-screen.tsx';
import { shareRewriteTarget } from './start-up.ts';
import { isTabSwipe } from '../lib/tab-swipe.ts';
import { tabAfterMove } from './use-tab-gestures.ts';

describe('the r query parameter (SPEC §2)', () => {
  it.each([
    ['https://x.test/?r=abc123', '/r/ABC123'],
    ['https://x.test/plan?r=ABCDEF123456', '/r/ABCDEF123456'],
    ['https://x.test/?r=abc', null],
    ['https://x.test/?r=abcdefghijklm', null],
    ['https://x.test/?r=abc-123', null],
    ['https://x.test/plan', null],
  ])('rewrites %s to %s', (url, target) => {
    expect(shareRewriteTarget(new URL(url))).toBe(target);
  });
});

describe('tab gestures (SPEC §2)', () => {
  it('counts a swipe of at least 60 px within 25 degrees', () => {
    expect(isTabSwipe(-60, 0)).toBe(true);
    expect(isTabSwipe(-59, 0)).toBe(false);
    expect(isTabSwipe(100, 46)).toBe(true); // 24.7 degrees
    expect(isTabSwipe(100, 47)).toBe(false); // 25.2 degrees
  });

  it('goes to the next tab on a swipe left and never past the ends', () => {
    expect(tabAfterMove(0, -80)).toBe(1);
    expect(tabAfterMove(1, 80)).toBe(0);
    expect(tabAfterMove(2, -80)).toBeNull();
    expect(tabAfterMove(0, 80)).toBeNull();
  });
});

function Bomb({ message }: { message: string }): never {
  throw new Error(message);
}

function Harness({ message }: { message: string }) {
  const [armed, setArmed] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setArmed(false)}>
        disarm
      </button>
      <ErrorBoundary reload={() => undefined}>
        {armed ? <Bomb message={message} /> : <p>all good</p>}
      </ErrorBoundary>
    </>
  );
}

describe('the error screen (SPEC §2)', () => {
  it("shows 'Something went wrong' with Try Again and Reload Page, and Try Again renders again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness message="render failed" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'disarm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('all good')).toBeTruthy();
    error.mockRestore();
  });

  it('clears the device id and reloads after 1 s when the crash mentions the device or a code', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('plateful:deviceId', '"0123456789ABCDEFGHJKMNPQRS"');
    const reload = vi.fn();
    render(
      <ErrorBoundary reload={reload}>
        <Bomb message="Invalid device code" />
      </ErrorBoundary>,
    );
    expect(localStorage.getItem('plateful:deviceId')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    error.mockRestore();
    vi.useRealTimers();
  });

  it('tells the recoveries apart by the message', () => {
    expect(crashRecoveryFor('Lost contact with the auth service')).toBe('session');
    expect(crashRecoveryFor('bad share code')).toBe('device');
    expect(crashRecoveryFor('Device not registered')).toBe('device');
    expect(crashRecoveryFor('Cannot read properties of undefined')).toBeNull();
  });
});
