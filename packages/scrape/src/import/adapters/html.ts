/**
 * HTML files: Copy Me That's export (every recipe in one page, `div.recipe` blocks, pictures in
 * an `images/` folder beside it) and a recipe page saved from a browser, read by the same
 * extractor a scrape uses. The file is parsed, never run: scripts and styles are only text.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from '../../extract/clean-text.ts';
import type { LooseRecipe } from '../imported-recipe.ts';

/**
 * Copy Me That's export: `recipes.html` with every recipe a `div.recipe`. Its markup puts spaces
 * around attribute equals signs (`class = "recipe"`, `id = "name"`), so the test allows them.
 */
export const isCopyMeThat = (html: string) =>
  /class\s*=\s*["'][^"']*\brecipe\b/.test(html) &&
  /id\s*=\s*["'](?:name|recipeIngredients)["']/.test(html);

/** A list's entries by their class: lines, headings (`…_subheader`), spacers and notes dropped. */
const listItems = ($: CheerioAPI, list: Cheerio<Element>) =>
  list
    .find('li')
    .toArray()
    .map((item) => {
      const className = $(item).attr('class') ?? '';
      return {
        text: cleanText($(item).text()),
        heading: /header|heading|subhead/i.test(className),
        aside: /spacer|_note\b/i.test(className),
      };
    })
    .filter((line) => line.text && !line.aside);

export type CopyMeThatRecipe = { loose: LooseRecipe; image: string | null; notes: string };

export function copyMeThatRecipes(html: string): CopyMeThatRecipe[] {
  const $ = load(html);
  return $('div.recipe')
    .toArray()
    .map((block) => {
      const recipe = $(block);
      const field = (id: string) => cleanText(recipe.find(`#${id}`).first().text());
      const lines = listItems($, recipe.find('#recipeIngredients, .recipeIngredients').first());
      const steps = listItems($, recipe.find('#recipeInstructions, .recipeInstructions').first());
      const notes = recipe
        .find('#recipeNotes li, li.recipeNote')
        .toArray()
        .map((note) => cleanText($(note).text()))
        .filter(Boolean);
      const noteText = notes.length ? notes.join(' ') : field('recipeNotes');
      const link = recipe.find('#original_link').first();
      const description = field('description');
      return {
        loose: {
          name: field('name'),
          description: [description, noteText && `Notes: ${noteText}`].filter(Boolean).join('\n\n'),
          // A sub-heading ends with a colon so the groups reader starts a group at it.
          ingredients: lines.map((line) =>
            line.heading && !line.text.endsWith(':') ? `${line.text}:` : line.text,
          ),
          // A method's sub-heading stays a heading: its own entry, as a page's sections are.
          instructions: steps.map((line) => line.text),
          yields: field('recipeYield') || field('servings').replace(/^servings:?\s*/i, ''),
          prepTime: field('prepTime'),
          cookTime: field('cookTime'),
          totalTime: field('totalTime'),
          sourceUrl: link.attr('href') ?? link.text(),
          tags: recipe
            .find('span.recipeCategory')
            .toArray()
            .map((tag) => cleanText($(tag).text()))
            .filter((tag) => tag && !/^tags:?$/i.test(tag)),
        },
        image: recipe.find('img.recipeImage').first().attr('src') ?? null,
        notes: noteText,
      };
    })
    .filter((entry) => cleanText(entry.loose.name) || (entry.loose.ingredients as string[]).length);
}

/** Where a saved page came from: its canonical link, Open Graph URL, or the browser's note. */
export function savedPageUrl(html: string): string {
  const $ = load(html.slice(0, 200_000));
  const candidates = [
    $('link[rel="canonical"]').attr('href'),
    $('meta[property="og:url"]').attr('content'),
    html.match(/<!--\s*saved from url=\(\d+\)(\S+?)\s*-->/i)?.[1],
  ];
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate ?? '');
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
    } catch {
      // the next one
    }
  }
  return '';
}
