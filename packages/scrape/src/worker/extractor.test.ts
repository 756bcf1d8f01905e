// The extractor reads pages in a real worker thread (started from the TypeScript sources).
import { afterEach, describe, expect, it } from 'vitest';
import { extractRecipe } from '../extract/extract-recipe.ts';
import { SCRAPE_MESSAGES } from '../fetch/scrape-error.ts';
import { createExtractor, type Extractor } from './extractor.ts';

const PAGE = `<html><head><title>Pancakes</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
"name":"Pancakes","recipeIngredient":["100g plain flour","2 eggs","300ml milk"],
"recipeInstructions":[{"@type":"HowToStep","text":"Whisk everything."},
{"@type":"HowToStep","text":"Fry in a hot pan."}],"totalTime":"PT20M","recipeYield":"4"}</script>
</head><body><h1>Pancakes</h1></body></html>`;

/** A page with no structured data and a list long enough to take seconds to read. */
const SLOW_PAGE = `<h1>Eggs</h1><h2>Ingredients</h2><ul>${'<li>1 egg</li>'.repeat(400_000)}</ul>`;

let extractor: Extractor | undefined;
afterEach(async () => {
  await extractor?.close();
});

describe('createExtractor', () => {
  it('reads a page in a worker thread into the same draft as in this thread', async () => {
    extractor = createExtractor();
    const draft = await extractor.extract(PAGE, 'https://example.com/pancakes');
    expect(draft).toEqual(extractRecipe(PAGE, 'https://example.com/pancakes'));
    expect(draft?.ingredients).toEqual(['100g plain flour', '2 eggs', '300ml milk']);
  });

  it('gives null for a page without a recipe', async () => {
    extractor = createExtractor();
    expect(await extractor.extract('<p>Opening hours</p>', 'https://example.com/')).toBeNull();
  });

  it('gives up on a page past the deadline, then reads the next page in a new worker', async () => {
    extractor = createExtractor({ timeoutMs: 300 });
    const slow = extractor.extract(SLOW_PAGE, 'https://example.com/eggs');
    const next = extractor.extract(PAGE, 'https://example.com/pancakes');
    await expect(slow).rejects.toThrow(SCRAPE_MESSAGES.tooSlowToRead);
    expect((await next)?.name).toBe('Pancakes');
  }, 30_000);
});
