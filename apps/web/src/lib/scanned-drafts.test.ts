import { emptyDraft } from '@plateful/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_CLEANUP_INTERVAL_MS,
  draftsOverRecommendedSize,
  getDraft,
  listDrafts,
  removeDraft,
  saveDraft,
  SCANNED_DRAFT_MAX_AGE_MS,
  startDraftCleanup,
  type ScannedDraft,
} from './scanned-drafts.ts';

const draft = (name: string, extra: Partial<ScannedDraft> = {}): ScannedDraft => ({
  ...emptyDraft(),
  name,
  ingredients: ['2 eggs'],
  ...extra,
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('scanned drafts', () => {
  it('keeps a draft until it is removed', () => {
    const id = saveDraft(draft('Omelette', { tiktokHandle: '@cook' }));
    expect(getDraft(id)?.draft).toMatchObject({ name: 'Omelette', tiktokHandle: '@cook' });
    expect(localStorage.getItem('plateful:scannedDrafts')).toContain('Omelette');
    removeDraft(id);
    expect(getDraft(id)).toBeNull();
  });

  it("keeps a photo draft's amount checks with it", () => {
    const amountChecks = [
      { line: '1 1/2 cups milk', seen: '1% cups milk', changed: 'amount' as const },
    ];
    const id = saveDraft(draft('Pancakes', { ingredients: ['1 1/2 cups milk'], amountChecks }));
    expect(getDraft(id)?.draft.amountChecks).toEqual(amountChecks);
  });

  it('reads a mark kept before marks said what changed as an amount to check', () => {
    const amountChecks = [{ line: '1 1/2 cups milk', seen: '1% cups milk' }];
    const stored = draft('Pancakes', { ingredients: ['1 1/2 cups milk'] });
    const entry = { id: 'old', savedAt: Date.now(), draft: { ...stored, amountChecks } };
    localStorage.setItem('plateful:scannedDrafts', JSON.stringify([entry]));
    expect(getDraft('old')?.draft.amountChecks).toEqual([
      { ...amountChecks[0], changed: 'amount' },
    ]);
  });

  it('lists drafts newest first', () => {
    saveDraft(draft('First'), 1_000);
    saveDraft(draft('Second'), 2_000);
    expect(listDrafts(3_000).map((entry) => entry.draft.name)).toEqual(['Second', 'First']);
  });

  it('removes stale entries after 24 h', () => {
    const now = Date.now();
    const old = saveDraft(draft('Old'), now - SCANNED_DRAFT_MAX_AGE_MS - 1);
    const fresh = saveDraft(draft('Fresh'), now - SCANNED_DRAFT_MAX_AGE_MS + 60_000);
    expect(getDraft(old, now)).toBeNull();
    expect(getDraft(fresh, now)?.draft.name).toBe('Fresh');
    expect(localStorage.getItem('plateful:scannedDrafts')).not.toContain('Old');
  });

  it('drops entries that are not drafts', () => {
    localStorage.setItem(
      'plateful:scannedDrafts',
      JSON.stringify([{ id: 'x', savedAt: Date.now(), draft: { name: 3 } }]),
    );
    expect(listDrafts()).toEqual([]);
  });

  it('cleans up every 30 min from the timer started at app start', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const id = saveDraft(draft('Soon stale'));
    const stop = startDraftCleanup();
    vi.setSystemTime(Date.now() + SCANNED_DRAFT_MAX_AGE_MS);
    vi.advanceTimersByTime(DRAFT_CLEANUP_INTERVAL_MS);
    expect(localStorage.getItem('plateful:scannedDrafts')).not.toContain(id);
    stop();
  });

  it('warns about an item over 50,000 bytes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveDraft(draft('Huge', { description: 'x'.repeat(60_000) }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is large'));
    warn.mockRestore();
  });

  it('recommends a clear-out when the total passes 1 MB', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let index = 0; index < 12; index += 1) {
      saveDraft(draft(`Big ${index}`, { description: 'y'.repeat(100_000) }));
    }
    expect(info).toHaveBeenCalledWith(expect.stringContaining('save or discard'));
    expect(draftsOverRecommendedSize()).toBe(true);
    info.mockRestore();
    warn.mockRestore();
  });
});
