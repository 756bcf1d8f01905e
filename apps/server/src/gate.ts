/** A counting gate: at most `slots` tasks run at once; the others wait in the order they came. */
export type Gate = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
};

export function createGate(slots: number): Gate {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= slots) await new Promise<void>((resolve) => queue.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        running -= 1;
        queue.shift()?.();
      }
    },
  };
}
