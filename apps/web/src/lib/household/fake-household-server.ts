/**
 * For tests only: the two household calls of the server (POST /api/household/ops, GET
 * /api/household/changes) in process, built on core's merge rules as the real server is, so the
 * sync loop can be tested without a network. The browser tests exercise the real server.
 */
import {
  applyEntries,
  emptyHouseholdState,
  entriesOf,
  entriesSince,
  type HouseholdEntry,
  type HouseholdOp,
} from '@plateful/core';
import type { HouseholdPushBody, OpResult } from '@plateful/contracts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export class FakeHouseholdServer {
  state = emptyHouseholdState();
  version = 0;
  /** The highest operation number taken, per client id. */
  readonly acknowledged = new Map<string, number>();
  /** The numbers of every push, in order. */
  readonly pushes: number[][] = [];
  /** Recipe ids whose selection is refused, with the reason. */
  readonly refuse = new Map<string, string>();
  /** The next answers to give instead of the real one: a status, or 'network' to throw. */
  readonly faults: (number | 'network')[] = [];
  /** Every request's path, in order. */
  readonly calls: string[] = [];
  /** The highest version compacted away (see `compact`). */
  compactedThrough = 0;

  /** Another device's change, taken at the next version. */
  apply(op: HouseholdOp): void {
    this.version += 1;
    const entries = entriesOf(op).map((entry) => ({ ...entry, version: this.version }));
    this.state = applyEntries(this.state, entries as HouseholdEntry[]);
  }

  /**
   * As the server does after its horizon (issue 32): forgets the registers back at their default
   * (unticked, unselected, null); a catch-up from below the highest of them answers the whole
   * document with `reset`.
   */
  compact(): void {
    const atDefault = (value: unknown) => value === false || value === null;
    const parts = ['selection', 'checks', 'items', 'meals', 'aisles'] as const;
    const next = { ...this.state };
    for (const part of parts) {
      const kept: Record<string, { value: unknown; version: number }> = {};
      for (const [key, register] of Object.entries(this.state[part])) {
        if (atDefault(register.value)) {
          this.compactedThrough = Math.max(this.compactedThrough, register.version);
        } else kept[key] = register;
      }
      (next as Record<string, unknown>)[part] = kept;
    }
    this.state = next;
  }

  readonly fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    this.calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const fault = this.faults.shift();
    if (fault === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (fault !== undefined) return Promise.resolve(json({ ok: false, error: 'Fault' }, fault));
    if (url.pathname === '/api/household/ops' && init?.method === 'POST') {
      return Promise.resolve(this.push(JSON.parse(String(init.body)) as HouseholdPushBody));
    }
    if (url.pathname === '/api/household/changes') {
      const since = Number(url.searchParams.get('since') ?? 0);
      const reset = since > 0 && since < this.compactedThrough;
      const entries = entriesSince(this.state, reset ? 0 : since);
      const data = { cursor: this.version, entries, ...(reset ? { reset } : {}) };
      return Promise.resolve(json({ ok: true, data }));
    }
    return Promise.resolve(json({ ok: false, error: 'Not found' }, 404));
  };

  private push(body: HouseholdPushBody): Response {
    this.pushes.push(body.ops.map((entry) => entry.n));
    let acknowledged = this.acknowledged.get(body.clientId) ?? 0;
    const results: OpResult[] = [];
    for (const { n, op } of body.ops) {
      if (n <= acknowledged) {
        results.push({ n, status: 'duplicate' });
        continue;
      }
      const reason = op.type === 'select' && op.selected ? this.refuse.get(op.recipeId) : undefined;
      if (reason) results.push({ n, status: 'rejected', reason });
      else {
        this.apply(op as HouseholdOp);
        results.push({ n, status: 'applied', version: this.version });
      }
      acknowledged = n;
    }
    this.acknowledged.set(body.clientId, acknowledged);
    return json({ ok: true, data: { acknowledged, cursor: this.version, results } });
  }
}
