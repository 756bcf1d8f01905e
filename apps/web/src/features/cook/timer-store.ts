/**
 * Cook-mode timers (issue 18): several at once, each an end time rather than a counting interval,
 * so a timer keeps its time while the app is in the background, the screen sleeps or the page is
 * reloaded (they are kept in local storage, `plateful:cookTimers`). A timer whose end has passed
 * rings once (`onRing`), and shows as done until dismissed.
 */
import { readRaw, writeRaw } from '../../lib/storage.ts';

export interface CookTimer {
  id: string;
  recipeId: string;
  /** What it times, as the step wrote it ("Bake · 25–30 minutes"). */
  label: string;
  durationMs: number;
  /** When it rings (epoch ms); null while paused. */
  endsAt: number | null;
  /** Time left while paused. */
  remainingMs: number;
  /** Whether it has rung (a done timer stays until dismissed). */
  rung: boolean;
}

const STORAGE_KEY = 'cookTimers';
/** At most this many timers are kept; starting another drops the oldest finished one. */
const MAX_TIMERS = 12;

const isTimer = (value: unknown): value is CookTimer => {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Record<string, unknown>;
  return (
    typeof timer.id === 'string' &&
    typeof timer.recipeId === 'string' &&
    typeof timer.label === 'string' &&
    Number.isFinite(timer.durationMs) &&
    (timer.endsAt === null || Number.isFinite(timer.endsAt)) &&
    Number.isFinite(timer.remainingMs) &&
    typeof timer.rung === 'boolean'
  );
};

function load(): CookTimer[] {
  try {
    const parsed: unknown = JSON.parse(readRaw(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTimer).slice(-MAX_TIMERS) : [];
  } catch {
    return [];
  }
}

let timers: CookTimer[] = load();
const listeners = new Set<() => void>();

function save(next: CookTimer[]): void {
  timers = next;
  writeRaw(STORAGE_KEY, next.length === 0 ? null : JSON.stringify(next));
  for (const listener of listeners) listener();
}

// Another tab of the app changed the timers: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.endsWith(STORAGE_KEY)) {
      timers = load();
      for (const listener of listeners) listener();
    }
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
  input: { recipeId: string; label: string; durationMs: number },
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

/** The running timers whose time is up at `now` and that have not rung yet, marked as rung. */
export function takeDueTimers(now: number): CookTimer[] {
  const due = timers.filter((timer) => !timer.rung && timer.endsAt !== null && timer.endsAt <= now);
  if (due.length > 0) {
    const ids = new Set(due.map((timer) => timer.id));
    save(timers.map((timer) => (ids.has(timer.id) ? { ...timer, rung: true } : timer)));
  }
  return due;
}
