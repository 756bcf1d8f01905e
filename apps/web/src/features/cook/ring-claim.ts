/**
 * One tab rings (issue 18). Every open tab of the app watches the same timers (local storage), so
 * each would ring. A tab claims a due timer first:
 * - with the Web Locks API (every current browser), by taking the timer's own lock if no other tab
 *   holds it, then recording the ring in storage (`markRung`, which reads storage again first),
 *   and holding the lock a while longer, so a tab that has not yet seen the write cannot take it;
 * - without it, by `markRung` alone (two tabs can then both ring if they check at the same moment).
 * A tab the user cannot see waits `HIDDEN_GRACE_MS` before it tries, so a visible tab, where the
 * cook is and where sound is allowed, wins when there is one.
 */

/** How long a hidden tab leaves a visible one to claim a due timer first. */
export const HIDDEN_GRACE_MS = 1500;
/** How long the ringing tab keeps a timer's lock after recording the ring. */
export const HOLD_MS = 30_000;
/**
 * A timer found more than this late (the app was closed, the phone asleep with the page frozen) is
 * marked done and announced, but makes no sound: it is no longer an alarm, only news.
 */
export const QUIET_AFTER_MS = 30 * 60_000;

/** The part of `navigator.locks` this uses. */
export interface Locks {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

export const lockName = (timerId: string) => `plateful:cook-timer:${timerId}`;

function browserLocks(): Locks | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { locks?: Locks }).locks ?? null;
}

/**
 * Claims the ring of one timer: resolves true in exactly one of the tabs that ask (the one whose
 * `mark` recorded it), false in the others. `mark` is `markRung` bound to the timer.
 */
export function claimRing(
  timerId: string,
  mark: () => boolean,
  locks: Locks | null = browserLocks(),
  holdMs = HOLD_MS,
): Promise<boolean> {
  if (!locks) return Promise.resolve(mark());
  return new Promise<boolean>((resolve) => {
    locks
      .request(lockName(timerId), { ifAvailable: true }, async (lock) => {
        if (!lock) {
          resolve(false);
          return;
        }
        const won = mark();
        resolve(won);
        if (won) await new Promise((done) => setTimeout(done, holdMs));
      })
      .catch(() => resolve(mark()));
  });
}

/** How a due timer rings at `now`: aloud, or quietly when it was found long after its end. */
export function ringKind(endsAt: number, now: number): 'alarm' | 'quiet' {
  return now - endsAt > QUIET_AFTER_MS ? 'quiet' : 'alarm';
}

/** How long a tab waits before claiming a due timer. */
export const claimDelay = (visible: boolean) => (visible ? 0 : HIDDEN_GRACE_MS);
