/** Drafts for tests of the draft mappings (`bodyFromDraft`, the Add recipe form). */
import { emptyDraft } from '@plateful/core';
import type { ScannedDraft } from './scanned-drafts.ts';

/** A picture this server hosts. */
export const HOSTED_IMAGE = '/api/images/0b6f8a52-5a1e-4f0a-9c7d-3f4e2a1b9c8d/full';

/** A sponge cake with titled groups, only a total time, a hosted picture and mixed-case tags. */
export const SPONGE_DRAFT: ScannedDraft = {
  ...emptyDraft(),
  name: ' Victoria Sponge ',
  ingredients: ['200 g sugar', '4 eggs', 'jam'],
  ingredientGroups: [
    { title: 'Cake', items: ['200 g sugar', '4 eggs'] },
    { title: 'Filling', items: ['jam'] },
  ],
  instructions: ['Cream.', 'Bake.'],
  totalTime: 45,
  servings: 8,
  imageUrl: HOSTED_IMAGE,
  sourceUrl: 'https://example.org/sponge',
  tags: ['Baking', 'baking', 'Tea'],
  author: 'Mary',
};
