// Public entry of @plateful/cli: the CLI runner, for tests and embedding.
export { COMMANDS, runCli, usage } from './main.ts';
export type { Command } from './command.ts';
export type { CommandEntry } from './main.ts';
export type { CliIo } from './io.ts';
