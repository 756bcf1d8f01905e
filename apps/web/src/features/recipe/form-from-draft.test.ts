import { emptyDraft } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { bodyFromDraft } from '../../lib/draft-body.ts';
import { SPONGE_DRAFT } from '../../lib/sample-drafts.ts';
import { bodyFromForm, formProblem } from './editor-model.ts';
import { formFromDraft } from './recipe-editor.tsx';

describe('a scanned draft in the recipe form', () => {
  it('shows the draft’s steps with no blank step after them', () => {
    const form = formFromDraft({ ...emptyDraft(), instructions: ['Boil.', 'Serve.'] });
    expect(form.steps).toEqual(['Boil.', 'Serve.']);
  });

  it('gives a draft without steps one empty step to type in', () => {
    expect(formFromDraft(emptyDraft()).steps).toEqual(['']);
  });
});

describe('the form saves a scanned draft as the import saves it', () => {
  const draft = {
    ...SPONGE_DRAFT,
    description: 'A classic.',
    category: 'Dessert',
    tags: [...SPONGE_DRAFT.tags, 'x'.repeat(41)],
  };

  it('shows titled groups as title lines, a total time alone as the cook time, the image by id', () => {
    const form = formFromDraft(draft);
    expect(form).toMatchObject({
      name: 'Victoria Sponge',
      ingredients: 'Cake:\n200 g sugar\n4 eggs\n\nFilling:\njam',
      prepTime: '',
      cookTime: '45',
      servings: '8',
      tags: 'baking, tea',
      imageIds: ['0b6f8a52-5a1e-4f0a-9c7d-3f4e2a1b9c8d'],
      sourceUrl: 'https://example.org/sponge',
    });
  });

  it('gives back the body the import would save, once the form is sent', () => {
    // The author is not a field: the Add recipe screen sends it beside the form.
    const { author, ...body } = bodyFromDraft(draft);
    expect(author).toBe('Mary');
    expect(bodyFromForm(formFromDraft(draft))).toEqual(body);
  });

  it('shows what a batch makes, and sends it and the page’s calories with the recipe', () => {
    const cookies = { ...emptyDraft(), name: 'Oat cookies', yields: '24 cookies', calories: 96 };
    const form = formFromDraft(cookies);
    expect(form.makes).toBe('24 cookies');
    expect(form.servings).toBe('4');
    const { calories, ...body } = bodyFromDraft(cookies);
    expect(calories).toBe(96);
    expect(bodyFromForm(form)).toEqual(body);
    expect(bodyFromForm({ ...form, makes: '  ' }).yields).toBeNull();
  });

  it('leaves a nameless draft’s name empty and drops a picture that is not ours', () => {
    const form = formFromDraft({ ...emptyDraft(), imageUrl: 'https://tracker.example/p.gif' });
    expect(form.name).toBe('');
    expect(form.imageIds).toEqual([]);
    expect(formProblem(form)).toBe('Give the recipe a name.');
  });
});
