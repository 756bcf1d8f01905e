/** The shape of a CLI command; `main.ts` keeps the table of them, with each one's summary. */
import type { CliIo } from './io.ts';

export interface Command {
  readonly name: string;
  /** Full help text for `plateful <name> --help`. */
  readonly help: string;
  /** Runs the command; resolves to the exit code. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}
