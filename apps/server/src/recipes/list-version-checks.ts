/**
 * Accounts' list versions, read for many `GET /api/recipes` calls at once (issue 27, decision
 * 0024). Every call with an account code needs its account's version, read from the database
 * after the call came, so that a list never misses a write that returned before it (in this
 * process or another on the same PostgreSQL). On PGlite one statement costs about as much as the
 * rest of the call, so the calls that wait together share one: a call joins the batch that has
 * not started yet, and a batch starts only when its statement is sent (PGlite: when its turn in
 * the queue comes; PostgreSQL: when the batch before it has answered). A call never takes the
 * answer of a statement sent before it came.
 */

/** Runs `job` when the database can take it, with what it may query then (Database['inTurn']). */
type InTurn<Q> = <T>(job: (q: Q) => Promise<T>) => Promise<T>;

type Waiter<V> = { resolve: (value: V | null) => void; reject: (error: unknown) => void };

/** The most keys one statement asks for; the rest wait for the next. */
export const MAX_BATCHED_CHECKS = 500;

/**
 * `get(key)` answers with `read`'s value for that key (null when it has none), read by a call of
 * `read` that started after `get` was called. Calls waiting together share one call of `read`.
 */
export function createBatchedReads<V, Q>(
  read: (keys: string[], q: Q) => Promise<Map<string, V>>,
  inTurn: InTurn<Q>,
): { get(key: string): Promise<V | null> } {
  const waiting = new Map<string, Waiter<V>[]>();
  /** A batch is queued or running: new calls wait for it to start (joining it) or to end. */
  let queued = false;

  async function runBatch(q: Q): Promise<void> {
    // Sealed here, just before its statement is sent: every call in it came before the read.
    const batch = new Map<string, Waiter<V>[]>();
    for (const [key, waiters] of waiting) {
      if (batch.size >= MAX_BATCHED_CHECKS) break;
      batch.set(key, waiters);
      waiting.delete(key);
    }
    let values: Map<string, V> | undefined;
    let failure: unknown;
    try {
      values = await read([...batch.keys()], q);
    } catch (error) {
      failure = error;
    }
    for (const [key, waiters] of batch) {
      for (const waiter of waiters) {
        if (values) waiter.resolve(values.get(key) ?? null);
        else waiter.reject(failure);
      }
    }
  }

  function queue(): void {
    queued = true;
    void inTurn(runBatch).finally(() => {
      queued = false;
      if (waiting.size > 0) queue();
    });
  }

  return {
    get(key) {
      return new Promise<V | null>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        if (!queued) queue();
      });
    },
  };
}
