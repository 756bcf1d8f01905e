/**
 * The error boundary (SPEC §2 "Start and errors"): 'Something went wrong' with Try Again and
 * Reload Page, and the crash recovery of SPEC §4: a crash that mentions the device or a code
 * clears the stored device id and reloads after 1 s; one that mentions the auth service clears
 * the stored session and reloads. A screen whose code could not be downloaded (decision 0031):
 * a page whose files a deploy replaced reloads once, showing the splash ('Loading...'), not the
 * error screen, while the reload is on its way; and Try Again downloads the code afresh.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { resetDeviceCode } from '../lib/device-code.ts';
import { clearSession } from '../lib/session.ts';
import { isChunkLoadError, reloadOnceForNewCode, retryFailedParts } from '../lib/lazy-part.tsx';
import { SplashScreen } from '../components/layout/splash-screen.tsx';

export const CRASH_RELOAD_DELAY_MS = 1000;

export type CrashRecovery = 'device' | 'session' | null;

/** Which recovery SPEC §4 asks for, from the crash's message. */
export function crashRecoveryFor(message: string): CrashRecovery {
  if (/auth service/i.test(message)) return 'session';
  if (/device|code/i.test(message)) return 'device';
  return null;
}

type Props = { children: ReactNode; reload?: () => void };
/** `reloading`: the page is reloading for new code; the splash shows, not 'Something went wrong'. */
type State = { error: Error | null; reloading: boolean };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[plateful] crash', error, info.componentStack);
    const reload = this.props.reload ?? (() => window.location.reload());
    if (isChunkLoadError(error)) {
      if (reloadOnceForNewCode()) {
        // Set in the commit that drew the error screen, so it is replaced before it is painted.
        this.setState({ reloading: true });
        reload();
      }
      return;
    }
    const recovery = crashRecoveryFor(error.message);
    if (recovery === 'device') {
      resetDeviceCode();
      window.setTimeout(reload, CRASH_RELOAD_DELAY_MS);
    } else if (recovery === 'session') {
      clearSession();
      reload();
    }
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.reloading) return <SplashScreen />;
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-paper p-8 text-center"
      >
        <img src="/logo.svg" alt="" width={64} height={64} className="size-16 rounded-2xl" />
        <h1 className="text-2xl font-extrabold">Something went wrong</h1>
        <p className="max-w-xs text-ink/70">Sorry about that. Try again, or reload the page.</p>
        <div className="mt-3 flex gap-3">
          <button
            type="button"
            onClick={() => {
              retryFailedParts();
              this.setState({ error: null });
            }}
            className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Try Again
          </button>
          <button
            type="button"
            onClick={() => (this.props.reload ?? (() => window.location.reload()))()}
            className="rounded-full border border-ink/15 bg-white px-5 py-2.5 font-semibold hover:bg-black/5"
          >
            Reload Page
          </button>
        </div>
      </div>
    );
  }
}
