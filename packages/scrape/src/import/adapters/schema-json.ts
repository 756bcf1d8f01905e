/**
 * schema.org Recipe as JSON-LD in a file of its own: one recipe, a list (RecipeSage's export is a
 * list of them), or a `@graph`. Each Recipe node is read by the same code a scraped page's is.
 */
import type { RecipeDraft } from '@plateful/core';
import { isRecipe, type SchemaNode } from '../../extract/json-ld.ts';
import { draftFromSchema } from '../../extract/schema-recipe.ts';
import { isObject } from './app-json.ts';

/** Every Recipe node in the JSON, at the top, in lists, in `@graph` or as `mainEntity`. */
export function schemaRecipes(json: unknown, limit: number): SchemaNode[] {
  const found: SchemaNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (found.length >= limit || depth > 4) return;
    if (Array.isArray(value)) for (const entry of value) visit(entry, depth + 1);
    else if (isObject(value)) {
      if (isRecipe(value)) found.push(value);
      else {
        visit(value['@graph'], depth + 1);
        visit(value.mainEntity, depth + 1);
      }
    }
  };
  visit(json, 0);
  return found;
}

/** RecipeSage marks its export with `creditText`/`isBasedOn`; either way a Recipe is a Recipe. */
export function draftFromSchemaNode(node: SchemaNode): {
  draft: RecipeDraft;
  photoUrl: string | null;
} {
  const source = [node.isBasedOn, node.url, node.mainEntityOfPage].find(
    (value): value is string => typeof value === 'string' && /^https?:\/\//i.test(value),
  );
  const draft = draftFromSchema(node, source ?? 'https://import.invalid/');
  if (!source) draft.sourceUrl = '';
  if (!draft.author && typeof node.creditText === 'string')
    draft.author = node.creditText.slice(0, 200);
  const photoUrl =
    draft.imageUrl && !draft.imageUrl.startsWith('https://import.invalid/') ? draft.imageUrl : null;
  draft.imageUrl = photoUrl;
  return { draft, photoUrl };
}

export const isSchemaJson = (json: unknown) => schemaRecipes(json, 1).length > 0;
