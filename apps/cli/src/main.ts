/**
 * The `plateful` CLI: the shopping-list engine and the recipe scraper from a terminal. Commands live in `commands/` and
 * are listed in `COMMANDS`: import, ingredients, list, nutrition and scrape.
 */
import type { Command } from './command.ts';
import { importCommand } from './commands/import.ts';
import { ingredientsCommand } from './commands/ingredients.ts';
import { listCommand } from './commands/list.ts';
import { nutritionCommand } from './commands/nutrition.ts';
import { scrapeCommand } from './commands/scrape.ts';
import { write, type CliIo } from './io.ts';

/** Every command, by name. */
export const COMMANDS: ReadonlyMap<string, Command> = new Map(
  [importCommand, ingredientsCommand, listCommand, nutritionCommand, scrapeCommand].map(
    (command) => [command.name, command],
  ),
);

/** The top-level help text. */
export function usage(): string {
  const width = Math.max(...[...COMMANDS.keys()].map((name) => name.length));
  const lines = [...COMMANDS.values()].map(
    (command) => `  ${command.name.padEnd(width)}  ${command.summary}`,
  );
  return `Usage: plateful <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'plateful <command> --help' for a command's options.\n`;
}

/** Runs the CLI with these arguments; resolves to the exit code. Never rejects. */
export async function runCli(
  args: readonly string[],
  io: CliIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    await write(name === undefined ? io.stderr : io.stdout, usage());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.get(name);
  if (command === undefined) {
    await write(io.stderr, `plateful: unknown command '${name}'.\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await write(io.stderr, `plateful ${name}: ${message}\n`);
    return error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
      ? 2
      : 1;
  }
}
