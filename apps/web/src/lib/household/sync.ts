/**
 * The household sync loop (issue 14): sends the queued operations to the server in order, in
 * batches, and catches up with what other devices changed.
 *
 * - Push: POST /api/household/ops with the client id and up to 100 numbered operations. The server
 *   applies each number once, so a batch sent twice (a lost answer, two tabs) changes nothing the
 *   second time. Taken operations leave the queue; refused ones are explained in a toast.
 * - Network errors, 5xx and 429 are retried with exponential backoff (1 s doubling to 30 s, with
 *   jitter), at once when the browser comes back online. Nothing is reverted meanwhile.
 * - Another 4xx means the server will never take that operation: it is dropped with a toast (a
 *   batch is first retried one by one, so only the bad operation goes).
 * - Pull: GET /api/household/changes?since=CURSOR after every push and on every poke.
 */
import type { NumberedOp } from '@plateful/contracts';
import type { HouseholdOp } from '@plateful/core';
import { apiRequest } from '../api-client.ts';
import type { RefusedOp, StoreWriter } from './store-writer.ts';
import {
  MAX_OPS_PER_PUSH,
  readChangesAnswer,
  readConflictAnswer,
  readErrorMessage,
  readPushAnswer,
} from './wire.ts';

export const HOUSEHOLD_OPS_PATH = '/api/household/ops';
export const HOUSEHOLD_CHANGES_PATH = '/api/household/changes';
/** First retry after a failed push or pull; doubles each time up to the maximum. */
export const SYNC_RETRY_START_MS = 1000;
export const SYNC_RETRY_MAX_MS = 30_000;
/** Pulls in a row while the server keeps having more than we asked for. */
const MAX_PULLS_IN_A_ROW = 10;

/** What one push came to. */
type PushOutcome = 'done' | 'retry' | 'again';

/** Words for an operation in a message: "Ticking an item was not saved". */
export function describeOp(op: HouseholdOp): string {
  switch (op.type) {
    case 'select':
      return op.selected ? 'Selecting a recipe' : 'Unselecting a recipe';
    case 'clearSelection':
      return 'Clear All';
    case 'check':
      return op.checked ? 'Ticking an item' : 'Unticking an item';
    case 'clearChecks':
      return 'Regenerate';
    case 'putItem':
      return `Adding “${op.text}”`;
    case 'removeItem':
      return 'Removing an item';
    case 'setSetting':
      return 'A settings change';
    case 'setMeal':
      return 'A meal plan change';
    case 'setAisle':
      return 'Moving an item to another aisle';
    case 'setShopAisleOrder':
      return 'A change to a shop’s aisle order';
  }
  return 'A change';
}

export interface SyncOptions {
  /** Tells the user about operations the server refused (a toast in the app). */
  onRefused?: (refused: RefusedOp[]) => void;
  /** 0 ≤ x < 1, for the jitter. */
  random?: () => number;
}

/** The message for refused operations: one toast, however many. */
export function refusedMessage(refused: readonly RefusedOp[]): {
  title: string;
  description: string;
} {
  const first = refused[0]!;
  return refused.length === 1
    ? { title: `${describeOp(first.op)} was not saved`, description: first.reason }
    : { title: `${refused.length} changes were not saved`, description: first.reason };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

const isRetryable = (status: number) => status >= 500 || status === 429 || status === 408;

export class HouseholdSync {
  private running: Promise<void> | null = null;
  private again = false;
  private pullWanted = false;
  private targetCursor = 0;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private batchLimit = MAX_OPS_PER_PUSH;
  private stopped = false;
  /** A 429's Retry-After, for the next retry. */
  private notBefore = 0;

  constructor(
    private readonly store: StoreWriter,
    private readonly options: SyncOptions = {},
  ) {}

  /** Sends what is queued (a retry already planned waits for its time). */
  push(): Promise<void> {
    return this.kick(false);
  }

  /** Catches up with the server (to at least `cursor`, when a poke named one). */
  pull(cursor = 0): Promise<void> {
    if (cursor > 0 && cursor <= this.store.cursor) return Promise.resolve();
    this.pullWanted = true;
    this.targetCursor = Math.max(this.targetCursor, cursor);
    return this.kick(false);
  }

  /** The network is back, or the user is looking: try now, not at the planned retry. */
  retryNow(): Promise<void> {
    this.pullWanted = true;
    return this.kick(true);
  }

  /** Whether a retry is planned (the last push or pull failed). */
  get waiting(): boolean {
    return this.timer !== undefined;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private kick(now: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.timer !== undefined) {
      if (!now) return Promise.resolve();
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      if (!(await this.cycle())) {
        this.scheduleRetry();
        return;
      }
    } while (this.again && !this.stopped);
  }

  /** Pushes the whole queue, then pulls. False when the network or server failed (retry). */
  private async cycle(): Promise<boolean> {
    if (!this.store.loaded) return true;
    let pushed = false;
    let failed = false;
    for (;;) {
      const batch = this.store.batch(this.batchLimit);
      if (batch.length === 0 || this.stopped) break;
      const outcome = await this.send(batch);
      if (outcome === 'retry') {
        failed = true;
        break;
      }
      pushed = true;
    }
    // A failed push does not hold up a catch-up: the server may still answer reads.
    if (pushed || this.pullWanted) {
      this.pullWanted = false;
      if (!(await this.pullAll())) {
        this.pullWanted = true;
        return false;
      }
    }
    if (failed) return false;
    this.failures = 0;
    return true;
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const base = Math.min(SYNC_RETRY_MAX_MS, SYNC_RETRY_START_MS * 2 ** this.failures);
    const random = this.options.random ?? Math.random;
    const delay = Math.max(this.notBefore, Math.round(base / 2 + (random() * base) / 2));
    this.notBefore = 0;
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.kick(false);
    }, delay);
  }

  private async send(batch: NumberedOp[]): Promise<PushOutcome> {
    const clientId = this.store.clientId;
    if (!clientId) return 'retry';
    let response: Response;
    try {
      response = await apiRequest(HOUSEHOLD_OPS_PATH, {
        method: 'POST',
        body: { clientId, ops: batch },
      });
    } catch (error) {
      console.warn('[plateful] could not send the household changes', error);
      this.store.setReachable(false);
      return 'retry';
    }
    const body = await readJson(response);
    if (isRetryable(response.status)) {
      this.store.setReachable(response.status !== 408);
      // A rate limit says when to come back (seconds): not sooner than that.
      const wait = Number(response.headers.get('retry-after'));
      if (response.status === 429 && wait > 0) this.notBefore = wait * 1000;
      return 'retry';
    }
    this.store.setReachable(true);

    if (response.ok) {
      const answer = readPushAnswer(body);
      if (!answer) {
        console.error('[plateful] the server answered a push with', body);
        return 'retry';
      }
      const { acknowledged, results, cursor } = answer;
      const refused = await this.store.acknowledge(batch, acknowledged, results, cursor);
      if (refused.length > 0) this.options.onRefused?.(refused);
      this.batchLimit = MAX_OPS_PER_PUSH;
      // The server took none of the batch: do not send it again and again.
      return acknowledged >= batch[0]!.n ? 'done' : 'retry';
    }

    if (response.status === 409) {
      // Already applied (a replay): those numbers are done.
      const acknowledged = readConflictAnswer(body) ?? 0;
      if (acknowledged >= batch[0]!.n) {
        await this.store.acknowledge(batch, acknowledged);
        return 'done';
      }
      console.error('[plateful] the server refused a push as a replay', body);
      return 'retry';
    }

    // Any other 4xx: the server will never take this. One by one, so only the bad one goes.
    if (batch.length > 1) {
      this.batchLimit = 1;
      return 'again';
    }
    const refused: RefusedOp = {
      op: batch[0]!.op,
      reason: readErrorMessage(body) ?? `The server said ${response.status}.`,
    };
    await this.store.drop([batch[0]!.n]);
    this.options.onRefused?.([refused]);
    return 'done';
  }

  /** Pulls until the server has nothing newer than a poke named. False on a failure. */
  private async pullAll(): Promise<boolean> {
    for (let round = 0; round < MAX_PULLS_IN_A_ROW; round += 1) {
      const before = this.store.cursor;
      const result = await this.pullOnce();
      if (result !== 'done') return result === 'gone';
      if (this.store.cursor >= this.targetCursor || this.store.cursor === before) break;
    }
    return true;
  }

  private async pullOnce(): Promise<'done' | 'failed' | 'gone'> {
    const owner = this.store.owner;
    let response: Response;
    try {
      response = await apiRequest(`${HOUSEHOLD_CHANGES_PATH}?since=${this.store.cursor}`);
    } catch (error) {
      console.warn('[plateful] could not read the household changes', error);
      this.store.setReachable(false);
      return 'failed';
    }
    const body = await readJson(response);
    if (isRetryable(response.status)) return 'failed';
    this.store.setReachable(true);
    if (!response.ok) {
      // Not a passing fault (an old server, a refused identity): retrying would not help.
      console.error('[plateful] the server refused a household catch-up', response.status, body);
      return 'gone';
    }
    const changes = readChangesAnswer(body);
    if (!changes) {
      console.error('[plateful] the server answered a catch-up with', body);
      return 'failed';
    }
    await this.store.applyChanges(owner, changes);
    return 'done';
  }
}
