import { userRecipeBodySchema } from '@plateful/contracts';
import { emptyDraft } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { bodyFromDraft } from './draft-body.ts';
import { HOSTED_IMAGE, SPONGE_DRAFT } from './sample-drafts.ts';

describe('bodyFromDraft', () => {
  it('keeps titled groups, times, the picture, the source and lower-case tags', () => {
    const body = bodyFromDraft(SPONGE_DRAFT);
    expect(body).toMatchObject({
      name: 'Victoria Sponge',
      ingredients: ['200 g sugar', '4 eggs', 'jam'],
      ingredient_groups: [
        { title: 'Cake', items: ['200 g sugar', '4 eggs'] },
        { title: 'Filling', items: ['jam'] },
      ],
      display_groups: true,
      cook_time: 45,
      prep_time: null,
      servings: 8,
      image_url: HOSTED_IMAGE,
      images: [HOSTED_IMAGE],
      source_url: 'https://example.org/sponge',
      tags: ['baking', 'tea'],
      author: 'Mary',
    });
    expect(userRecipeBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps a yield of counted things and the page’s calories; a yield of servings is the servings', () => {
    const cookies = bodyFromDraft({
      ...emptyDraft(),
      name: 'Oat cookies',
      yields: '24 cookies',
      calories: 96.4,
    });
    expect(cookies).toMatchObject({ servings: 4, yields: '24 cookies', calories: 96 });
    expect(userRecipeBodySchema.safeParse(cookies).success).toBe(true);
    const stew = bodyFromDraft({
      ...emptyDraft(),
      name: 'Stew',
      yields: '6 servings',
      servings: 6,
    });
    expect(stew.servings).toBe(6);
    expect(stew.yields).toBeNull();
    expect(stew).not.toHaveProperty('calories');
    const nonsense = bodyFromDraft({ ...emptyDraft(), name: 'X', calories: Number.NaN });
    expect(nonsense).not.toHaveProperty('calories');
  });

  it('drops a picture that is not ours and a source that is not a web link', () => {
    const body = bodyFromDraft({
      ...emptyDraft(),
      name: 'Toast',
      imageUrl: 'https://tracker.example/p.gif',
      sourceUrl: 'My Recipes.paprikarecipes',
    });
    expect(body.image_url).toBeNull();
    expect(body.source_url).toBeNull();
    expect(body.ingredient_groups).toEqual([]);
  });

  it('holds every field to the body limits', () => {
    const body = bodyFromDraft({
      ...emptyDraft(),
      name: 'x'.repeat(500),
      ingredients: Array.from({ length: 400 }, () => 'y'.repeat(600)),
      instructions: Array.from({ length: 150 }, (_, i) => `Step ${i}`),
      servings: 400,
      prepTime: 99_999,
      tags: Array.from({ length: 50 }, (_, i) => `tag${i}`),
      category: 'c'.repeat(100),
    });
    expect(userRecipeBodySchema.safeParse(body).success).toBe(true);
    expect(body.instructions).toHaveLength(100);
    expect((body.instructions as string[]).at(-1)).toContain('Step 149');
    expect(body.servings).toBe(4);
    expect(body.prep_time).toBeNull();
  });

  it('names a draft without a name', () => {
    expect(bodyFromDraft(emptyDraft()).name).toBe('Untitled recipe');
  });
});
