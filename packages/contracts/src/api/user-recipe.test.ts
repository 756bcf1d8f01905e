import { describe, expect, it } from 'vitest';
import { userRecipeRecordBodySchema } from './calls.ts';
import { isHostedImageReference, utf8Length } from './image-reference.ts';
import { userRecipeBodySchema } from './user-recipe.ts';

const ID = '0b9e8c1e-5a0f-4c2b-9d7e-3f1a2b3c4d5e';
const accepts = (body: Record<string, unknown>) => userRecipeBodySchema.safeParse(body).success;

describe('the images a user recipe may hold', () => {
  it.each([
    `/api/images/${ID}/full`,
    `/api/images/${ID}/card`,
    '/uploads/2024/pie.jpg',
    `https://imagedelivery.net/AbC-123_x/${ID}/full`,
    `https://imagedelivery.net/AbC-123_x/${ID}/w=640,q=60`,
    '/api/covers/1.2.shallow-pan-of-food.poultry-leg.lemon/full',
    '',
  ])('accepts an image this server hosts: %s', (reference) => {
    expect(accepts({ image_url: reference, images: reference ? [reference] : [] })).toBe(true);
  });

  it.each([
    'https://tracker.example/pixel.gif',
    'http://example.com/a.jpg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.jpg',
    '/api/images/../../etc/passwd',
    `/api/images/${ID}/full?track=1`,
    '/api/covers/../../etc/full',
    '/api/covers/1.0.pie/full?track=1',
    '/uploads/../secrets',
    '/uploads/.hidden',
    `https://imagedelivery.net.evil.example/h/${ID}/full`,
  ])('refuses any other address: %s', (reference) => {
    expect(accepts({ image_url: reference })).toBe(false);
    expect(accepts({ images: [reference] })).toBe(false);
  });

  it('checks the Cloudflare account hash when it is given', () => {
    const url = `https://imagedelivery.net/mine/${ID}/full`;
    expect(isHostedImageReference(url, 'mine')).toBe(true);
    expect(isHostedImageReference(url, 'theirs')).toBe(false);
    expect(isHostedImageReference(`/api/images/${ID}/full`, 'theirs')).toBe(true);
  });

  it('takes an image id only in its own form, never a URL or a script', () => {
    expect(accepts({ cloudflare_image_id: ID })).toBe(true);
    expect(accepts({ cloudflare_image_id: 'javascript:alert(1)' })).toBe(false);
    expect(accepts({ cloudflare_image_id: 'https://tracker.example/p.gif' })).toBe(false);
    expect(accepts({ cloudflare_image_id: `${ID}/../x` })).toBe(false);
  });
});

describe('ingredient amounts', () => {
  it('accepts zero, positive numbers and quantity text', () => {
    for (const amount of [0, 2, 0.5, '1/2', '2-3', 'a pinch'])
      expect(accepts({ ingredients: [{ rawText: 'salt', amount }] })).toBe(true);
  });

  it('refuses a negative amount, as a number or as text', () => {
    for (const amount of [-1, -0.5, '-2', ' -1/2', '\u22123'])
      expect(accepts({ ingredients: [{ rawText: 'salt', amount }] })).toBe(false);
  });
});

describe('user-recipe record data', () => {
  const record = (kind: 'add' | 'tombstone', bytes: number) =>
    userRecipeRecordBodySchema.safeParse({
      base_id: 'r1',
      kind,
      data: { note: 'x'.repeat(bytes) },
    });

  it('caps a tombstone at 1 KB and an add record at 200 KB', () => {
    expect(record('tombstone', 900).success).toBe(true);
    expect(record('tombstone', 1100).success).toBe(false);
    expect(record('add', 150_000).success).toBe(true);
    expect(record('add', 210_000).success).toBe(false);
  });

  it('counts bytes, not characters', () => {
    expect(utf8Length('a£€😀')).toBe(1 + 2 + 3 + 4);
  });
});
