/**
 * The `plateful` CLI: the shopping-list engine and the recipe scraper from a terminal. Commands live in `commands/` and
 * are listed in `COMMANDS`: import, ingredients, leftovers, list, nutrition, plan and scrape.
 *
 * A command's code is imported only when it runs: the scraper and the importers (cheerio, fflate,
 * worker threads) take longer to load than `list` or `--help` take in all, so neither loads them.
 */
import packageJson from '../package.json' with { type: 'json' };
import type { Command } from './command.ts';
import { processIo, write, type CliIo } from './io.ts';

/** The CLI's version, from its package (bundled in, so the command reads no file for it). */
export const VERSION: string = packageJson.version;

/** A command as the command list shows it; `load` imports its code. */
export interface CommandEntry {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  load(): Promise<Command>;
}

const ENTRIES: readonly CommandEntry[] = [
  {
    name: 'import',
    summary: 'read recipes from other apps’ export files (Paprika, Mealie, Tandoor, Mela, …)',
    load: async () => (await import('./commands/import.ts')).importCommand,
  },
  {
    name: 'ingredients',
    summary: 'parse ingredient lines from stdin into JSON, one object per line',
    load: async () => (await import('./commands/ingredients.ts')).ingredientsCommand,
  },
  {
    name: 'leftovers',
    summary: "what a week's shopping list leaves over, perishables first",
    load: async () => (await import('./commands/plan.ts')).leftoversCommand,
  },
  {
    name: 'list',
    summary: 'build the merged shopping list from recipe JSON files',
    load: async () => (await import('./commands/list.ts')).listCommand,
  },
  {
    name: 'nutrition',
    summary: 'nutrition and 5 A Day per serving of recipe JSON files',
    load: async () => (await import('./commands/nutrition.ts')).nutritionCommand,
  },
  {
    name: 'plan',
    summary: 'plan a week of meals that leaves the least food over',
    load: async () => (await import('./commands/plan.ts')).planCommand,
  },
  {
    name: 'scrape',
    summary: 'read a recipe draft from a link or a saved page, as JSON',
    load: async () => (await import('./commands/scrape.ts')).scrapeCommand,
  },
];

/** Every command, by name. */
export const COMMANDS: ReadonlyMap<string, CommandEntry> = new Map(
  ENTRIES.map((entry) => [entry.name, entry]),
);

/** The top-level help text. */
export function usage(): string {
  const width = Math.max(...[...COMMANDS.keys()].map((name) => name.length));
  const lines = [...COMMANDS.values()].map(
    (entry) => `  ${entry.name.padEnd(width)}  ${entry.summary}`,
  );
  return `Usage: plateful <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'plateful <command> --help' for a command's options, 'plateful --version' for the version.\n`;
}

/** Runs the CLI with these arguments; resolves to the exit code. Never rejects. */
export async function runCli(args: readonly string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    await write(name === undefined ? io.stderr : io.stdout, usage());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    const json = rest.includes('--json');
    await write(
      io.stdout,
      json ? `${JSON.stringify({ version: VERSION })}\n` : `plateful ${VERSION}\n`,
    );
    return 0;
  }
  const entry = COMMANDS.get(name);
  if (entry === undefined) {
    await write(io.stderr, `plateful: unknown command '${name}'.\n\n${usage()}`);
    return 2;
  }
  try {
    const command = await entry.load();
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
