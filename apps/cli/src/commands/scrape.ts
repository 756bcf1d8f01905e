/**
 * `plateful scrape`: a recipe draft from a link (through the same safe fetcher as the server),
 * from a saved page (`--html FILE --url URL`), or from many saved pages at once (`--batch`: JSON
 * lines `{url, html}` on stdin → one JSON line per input, in order).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  createExtractor,
  draftFromHtml,
  SCRAPE_MESSAGES,
  scrapeRecipe,
  ScrapeError,
  type Extractor,
  type RecipeDraft,
} from '@plateful/scrape';
import type { Command } from '../command.ts';
import { MAX_LINE_BYTES, readLines, write, type CliIo } from '../io.ts';

const HELP = `Usage: plateful scrape [--json] URL
       plateful scrape [--json] --html FILE --url URL
       plateful scrape [--json] --batch < pages.jsonl

Prints the recipe draft read from a page as JSON (--json is accepted and changes nothing):
  {name, description, ingredients, ingredientGroups?, instructions, totalTime, prepTime,
   cookTime, servings, yields, calories, imageUrl, author, sourceUrl, category, tags}
                 (times in minutes; calories: the page's own kcal a serving, or null)

  URL            fetch the page (http/https, public addresses only, 15 s, 5 MB)
  --html FILE    read a saved page instead; --url says where it came from
  --batch        read JSON lines {"url", "html"} on stdin; write one JSON line per input:
                 {name, ingredients, instructions, totalTime, prepTime, cookTime, servings,
                  yields, calories, imageUrl, author, description} or {"error"}
  --allow-host H for testing: let H (a host or IP) through the public-address rule`;

/** One batch answer: the draft's main fields. */
function batchLine(draft: RecipeDraft) {
  return {
    name: draft.name,
    ingredients: draft.ingredients,
    instructions: draft.instructions,
    totalTime: draft.totalTime,
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    servings: draft.servings,
    yields: draft.yields,
    calories: draft.calories ?? null,
    imageUrl: draft.imageUrl,
    author: draft.author,
    description: draft.description,
  };
}

async function batchAnswer(extractor: Extractor, line: string): Promise<object> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { error: 'not a JSON line' };
  }
  const { url, html } = (input ?? {}) as { url?: unknown; html?: unknown };
  if (typeof html !== 'string') return { error: 'missing "html"' };
  try {
    const draft = await extractor.extract(html, typeof url === 'string' ? url : 'about:blank');
    return draft ? batchLine(draft) : { error: SCRAPE_MESSAGES.notARecipe };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Answers each line as it arrives, so a batch of any size runs in the memory of one page; each
 * page is read in a worker under the extractor's deadline, so one page cannot stall the batch.
 */
async function runBatch(io: CliIo): Promise<number> {
  // One page at a time, so one reader: a pool only serves many callers at once (the server).
  const extractor = createExtractor({ readers: 1 });
  try {
    for await (const line of readLines(io.stdin)) {
      if ('text' in line && line.text.trim() === '') continue;
      const answer =
        'text' in line
          ? await batchAnswer(extractor, line.text)
          : { error: `line is larger than ${MAX_LINE_BYTES} bytes` };
      await write(io.stdout, `${JSON.stringify(answer)}\n`);
    }
  } finally {
    await extractor.close();
  }
  return 0;
}

export const scrapeCommand: Command = {
  name: 'scrape',
  help: HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        html: { type: 'string' },
        url: { type: 'string' },
        batch: { type: 'boolean' },
        // Every command that prints data takes --json; this one prints nothing else.
        json: { type: 'boolean' },
        'allow-host': { type: 'string', multiple: true },
      },
    });
    if (values.help === true) {
      await write(io.stdout, `${HELP}\n`);
      return 0;
    }
    if (values.batch === true) return runBatch(io);
    try {
      let draft: RecipeDraft;
      if (values.html !== undefined) {
        const html = await readFile(values.html, 'utf8');
        draft = draftFromHtml(html, values.url ?? 'about:blank');
      } else {
        const link = positionals[0] ?? values.url;
        if (link === undefined) {
          await write(
            io.stderr,
            `plateful scrape: give a URL, --html FILE or --batch.\n\n${HELP}\n`,
          );
          return 2;
        }
        draft = await scrapeRecipe(link, { allowHosts: values['allow-host'] ?? [] });
      }
      await write(io.stdout, `${JSON.stringify(draft, null, 2)}\n`);
      return 0;
    } catch (error) {
      if (!(error instanceof ScrapeError)) throw error;
      await write(io.stderr, `plateful scrape: ${error.message} (${error.reason})\n`);
      return 1;
    }
  },
};
