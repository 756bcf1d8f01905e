/**
 * Cook-mode timers (issue 18): several at once, each an end time rather than a counting interval,
 * so a timer keeps its time while the app is in the background, the screen sleeps or the page is
 * reloaded (they are kept in local storage, `plateful:cookTimers`). A timer whose end has passed
 * rings once, in one tab (`claimRing` in ring-claim.ts, then `markRung`), and shows as done until
 * dismissed. Every change tells this tab (`COOK_TIMERS_EVENT`) and, through the storage event, the
 * app's other tabs.
 */
import { readRaw, writeRaw } from '../../lib/storage.ts';
import { COOK_TIMERS_EVENT, COOK_TIMERS_KEY } from './timer-presence.tsx';

export interface CookTimer {
  id: string;
  recipeId: string;
  /** What it times, as the step wrote it ("Step 3 · 25–30 minutes"). */
  label: string;
  /** The recipe's name, for the timer shown away from cook mode. */
  recipeName?: string;
  /** The servings cook mode was opened for, so the timer leads back to the same amounts. */
  servings?: number;
  durationMs: number;
  /** When it rings (epoch ms); null while paused. */
  endsAt: number | null;
  /** Time left while paused. */
  remainingMs: number;
  /** Whether it has rung (a done timer stays until dismissed). */
  rung: boolean;
}

/** At most this many timers are kept; starting another drops the oldest finished one. */
const MAX_TIMERS = 12;
/** Longest id, recipe id, label or recipe name kept (anything longer is not one of ours). */
const MAX_TEXT = 300;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

const isTimer = (value: unknown): value is CookTimer => {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Record<string, unknown>;
  return (
    isText(timer.id) &&
    isText(timer.recipeId) &&
    isText(timer.label) &&
    (timer.recipeName === undefined || isText(timer.recipeName)) &&
    (timer.servings === undefined ||
      (Number.isInteger(timer.servings) && (timer.servings as number) >= 1)) &&
    Number.isFinite(timer.durationMs) &&
    (timer.endsAt === null || Number.isFinite(timer.endsAt)) &&
    Number.isFinite(timer.remainingMs) &&
    typeof timer.rung === 'boolean'
  );
};

function load(): CookTimer[] {
  try {
    const parsed: unknown = JSON.parse(readRaw(COOK_TIMERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTimer).slice(-MAX_TIMERS) : [];
  } catch {
    return [];
  }
}

let timers: CookTimer[] = load();
const listeners = new Set<() => void>();

function save(next: CookTimer[]): void {
  timers = next;
  writeRaw(COOK_TIMERS_KEY, next.length === 0 ? null : JSON.stringify(next));
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(COOK_TIMERS_EVENT));
}

/** Reads the timers again from storage (another tab may have changed them a moment ago). */
function reload(): void {
  timers = load();
  for (const listener of listeners) listener();
}

// Another tab of the app changed the timers: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.endsWith(COOK_TIMERS_KEY)) reload();
  });
}

export function subscribeTimers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getTimers = (): readonly CookTimer[] => timers;

/** Milliseconds left on a timer at `now` (never negative). */
export function remainingMs(timer: CookTimer, now: number): number {
  return timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

export function startTimer(
  input: {
    recipeId: string;
    label: string;
    durationMs: number;
    recipeName?: string;
    servings?: number;
  },
  now: number,
): CookTimer {
  const timer: CookTimer = {
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    ...input,
    endsAt: now + input.durationMs,
    remainingMs: input.durationMs,
    rung: false,
  };
  const next = [...timers, timer];
  while (next.length > MAX_TIMERS) {
    const finished = next.findIndex((candidate) => candidate.rung);
    next.splice(finished === -1 ? 0 : finished, 1);
  }
  save(next);
  return timer;
}

function update(id: string, change: (timer: CookTimer) => CookTimer): void {
  save(timers.map((timer) => (timer.id === id ? change(timer) : timer)));
}

export function pauseTimer(id: string, now: number): void {
  update(id, (timer) =>
    timer.endsAt === null
      ? timer
      : { ...timer, endsAt: null, remainingMs: remainingMs(timer, now) },
  );
}

export function resumeTimer(id: string, now: number): void {
  update(id, (timer) =>
    timer.endsAt !== null ? timer : { ...timer, endsAt: now + timer.remainingMs },
  );
}

export function dismissTimer(id: string): void {
  save(timers.filter((timer) => timer.id !== id));
}

/** The running timers whose time is up at `now` and that have not rung yet. */
export function dueTimers(now: number): CookTimer[] {
  return timers.filter((timer) => !timer.rung && timer.endsAt !== null && timer.endsAt <= now);
}

/**
 * Marks a due timer as rung, reading storage first so a ring another tab recorded counts: true
 * when this call marked it (the caller rings), false when it is gone, paused, not due or rung.
 */
export function markRung(id: string, now: number): boolean {
  reload();
  const timer = timers.find((candidate) => candidate.id === id);
  if (!timer || timer.rung || timer.endsAt === null || timer.endsAt > now) return false;
  update(id, (current) => ({ ...current, rung: true }));
  return true;
}

/** The due timers at `now`, each marked as rung (for one tab alone; several use `claimRing`). */
export function takeDueTimers(now: number): CookTimer[] {
  return dueTimers(now).filter((timer) => markRung(timer.id, now));
}
