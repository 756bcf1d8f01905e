// The hand-written template pages (template-pages.ts) read right, as written and with every class
// and id taken out: their lines and their groups' titles. The pages a rule does not read yet are
// named, so that one read right later is seen.
import { describe, expect, it } from 'vitest';
import { stripAllClasses } from './page-sets.ts';
import { readTemplatePage, TEMPLATE_PAGES } from './template-pages.ts';

/**
 * Pages no rule reads right yet, by name or by name and how they are read: a note set as a list
 * inside its line's item; a CMS's classed groups of a title field and a field of lines; a shop's
 * "Add £0.95" link read as part of each line.
 */
const NOT_YET: ReadonlySet<string> = new Set([
  'nested-options-under-item',
  'drupal-paragraph-groups (as written)',
  'supermarket-ul-with-prices',
]);

describe('the template pages', () => {
  for (const [label, strip] of [
    ['as written', (html: string) => html],
    ['every class stripped', stripAllClasses],
  ] as const) {
    for (const page of TEMPLATE_PAGES) {
      const notYet = NOT_YET.has(page.name) || NOT_YET.has(`${page.name} (${label})`);
      it(`reads ${page.name} ${label}${notYet ? ' (not yet)' : ''}`, () => {
        const result = readTemplatePage(page, strip(page.html));
        expect({ name: page.name, right: result.right, got: result.got }).toMatchObject({
          right: !notYet,
        });
      });
    }
  }
});
