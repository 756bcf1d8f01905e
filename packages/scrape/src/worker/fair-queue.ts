/**
 * Waiting work, one first-in-first-out line per client, served round robin: whoever is served
 * goes to the back, so a client with many items gets one turn in each round like everyone else.
 */
export class FairQueue<T> {
  /** Clients in the order of their next turn (a Map keeps insertion order). */
  private readonly lines = new Map<string, T[]>();
  private count = 0;

  /** Items waiting, in all or in `client`'s line. */
  size(client?: string): number {
    return client === undefined ? this.count : (this.lines.get(client)?.length ?? 0);
  }

  push(client: string, item: T): void {
    const line = this.lines.get(client);
    if (line) line.push(item);
    else this.lines.set(client, [item]);
    this.count += 1;
  }

  /** Takes `item` out of `client`'s line; false when it is not there. */
  remove(client: string, item: T): boolean {
    const line = this.lines.get(client);
    const at = line?.indexOf(item) ?? -1;
    if (!line || at < 0) return false;
    line.splice(at, 1);
    if (line.length === 0) this.lines.delete(client);
    this.count -= 1;
    return true;
  }

  /**
   * The oldest item of the first client, in turn, that `mayTake` allows, and that client moves
   * to the back of the round. Undefined when no allowed client has anything waiting.
   */
  take(mayTake: (client: string) => boolean = () => true): { client: string; item: T } | undefined {
    for (const [client, line] of this.lines) {
      if (!mayTake(client)) continue;
      const item = line.shift()!;
      this.lines.delete(client);
      if (line.length > 0) this.lines.set(client, line);
      this.count -= 1;
      return { client, item };
    }
    return undefined;
  }
}
