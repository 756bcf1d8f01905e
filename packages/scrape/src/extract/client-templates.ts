/**
 * A page whose lists a script draws in the browser may ship the template of their rows in its
 * markup: a Vue, AngularJS or Alpine element repeated over the script's data (`<tr
 * v-for="ingredient in ingredients">`, `ng-repeat`, `x-for`), holding placeholders
 * (`[[ ingredient.name ]]`, `{{ item.name }}`) and labels shown only for some rows ("ANGEBOT",
 * an offer's badge under `v-if`). Served as it is, such a row is no line of the recipe: the lines
 * are the script's data (`page-builder-data.ts`). Server-rendered pages compile these directives
 * away, so an element that still carries one is a template. Those elements are taken out before
 * the markup is read.
 */
import type { CheerioAPI } from 'cheerio';

/** The attributes that repeat an element over a script's data, in the frameworks that use them. */
const REPEATED_ROW = '[v-for], [ng-repeat], [data-ng-repeat], [x-for]';

/** Takes every client-side template row (see above) out of the page. */
export function dropTemplateRows($: CheerioAPI): void {
  $(REPEATED_ROW).remove();
}
