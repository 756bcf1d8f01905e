import { emptyDraft } from '@plateful/core';
import { describe, expect, it } from 'vitest';
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
