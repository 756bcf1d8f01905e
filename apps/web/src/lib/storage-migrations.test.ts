import { beforeEach, describe, expect, it } from 'vitest';
import { runStorageMigrations, STORAGE_MIGRATIONS } from './storage-migrations.ts';

beforeEach(() => localStorage.clear());

describe('storage migrations', () => {
  it('moves legacy keys under the prefix without overwriting newer values', () => {
    localStorage.setItem('cookFilter', '"Fish"');
    localStorage.setItem('device_id', '"0123456789ABCDEFGHJKMNPQRS"');
    localStorage.setItem('accountCode', '"OLD"');
    localStorage.setItem('plateful:accountCode', '"NEW"');
    runStorageMigrations();
    expect(localStorage.getItem('plateful:cookFilter')).toBe('"Fish"');
    expect(localStorage.getItem('plateful:deviceId')).toBe('"0123456789ABCDEFGHJKMNPQRS"');
    expect(localStorage.getItem('plateful:accountCode')).toBe('"NEW"');
    expect(localStorage.getItem('cookFilter')).toBeNull();
  });

  it('merges every list of selected recipe ids into one, in order, without duplicates', () => {
    localStorage.setItem('plateful:selectedRecipeIds', '["x"]');
    localStorage.setItem('selectedRecipes', '[{"id":"a"},{"id":"x"}]');
    localStorage.setItem('selectedRecipeIds', '["b", 7]');
    localStorage.setItem('selected-recipes', 'c, d');
    runStorageMigrations();
    expect(JSON.parse(localStorage.getItem('plateful:selectedRecipeIds')!)).toEqual([
      'x',
      'a',
      'b',
      '7',
      'c',
      'd',
    ]);
    expect(localStorage.getItem('selectedRecipes')).toBeNull();
  });

  it('records a done flag for each migration and runs it only once', () => {
    expect(runStorageMigrations()).toEqual(STORAGE_MIGRATIONS.map((m) => m.id));
    localStorage.setItem('selectedRecipes', '["late"]');
    expect(runStorageMigrations()).toEqual([]);
    expect(localStorage.getItem('plateful:selectedRecipeIds')).toBeNull();
    for (const migration of STORAGE_MIGRATIONS) {
      expect(localStorage.getItem(`plateful:migration:${migration.id}`)).not.toBeNull();
    }
  });

  it('keeps going when one migration fails, and retries it next time', () => {
    const failing = {
      id: 'test-fails',
      run: () => {
        throw new Error('boom');
      },
    };
    const fine = { id: 'test-fine', run: () => localStorage.setItem('plateful:ok', '1') };
    expect(runStorageMigrations([failing, fine])).toEqual(['test-fine']);
    expect(localStorage.getItem('plateful:migration:test-fails')).toBeNull();
  });
});
