/**
 * HTML files: Copy Me That's export (every recipe in one page, `div.recipe` blocks, pictures in
 * an `images/` folder beside it) and a recipe page saved from a browser, read by the same
 * extractor a scrape uses. The file is parsed, never run: scripts and styles are only text.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from '../../extract/clean-text.ts';
import type { LooseRecipe } from '../imported-recipe.ts';

export const isCopyMeThat = (html: string) =>
  /class=["'][^"']*\brecipe\b/.test(html) && /id=["'](?:name|recipeIngredients)["']/.test(html);

const listItems = ($: CheerioAPI, list: Cheerio<Element>) =>
  list
    .find('li')
    .toArray()
    .map((item) => ({
      text: cleanText($(item).text()),
      heading: /header|heading|subhead/i.test($(item).attr('class') ?? ''),
    }));

export type CopyMeThatRecipe = { loose: LooseRecipe; image: string | null; notes: string };

export function copyMeThatRecipes(html: string): CopyMeThatRecipe[] {
  const $ = load(html);
  return $('div.recipe')
    .toArray()
    .map((block) => {
      const recipe = $(block);
      const field = (id: string) => cleanText(recipe.find(`#${id}`).first().text());
      const lines = listItems($, recipe.find('#recipeIngredients, .recipeIngredients').first());
      const link = recipe.find('#original_link').first();
      return {
        loose: {
          name: field('name'),
          description: field('description'),
          ingredients: lines.map((line) =>
            line.heading && !line.text.endsWith(':') ? `${line.text}:` : line.text,
          ),
          instructions: listItems(
            $,
            recipe.find('#recipeInstructions, .recipeInstructions').first(),
          ).map((line) => line.text),
          yields: field('recipeYield') || field('servings'),
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
        notes: field('recipeNotes'),
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
