import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearChecks, getChecks, mergeServerChecks, setChecked } from './shopping-checks.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('shopping checks', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks an item at once and tells the server', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    const done = setChecked('eggs-dairy_and_eggs-count', true);
    expect(getChecks()).toContain('eggs-dairy_and_eggs-count');
    await done;
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/shopping-list/item/eggs-dairy_and_eggs-count');
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ checked: true }) });
    expect(JSON.parse(localStorage.getItem('plateful:shoppingChecks')!)).toContain(
      'eggs-dairy_and_eggs-count',
    );
  });

  it('puts the item back when the server call fails', async () => {
    fetchMock.mockResolvedValue(json({ ok: false, error: 'nope' }, 500));
    await expect(setChecked('salt-pantry-count', true)).rejects.toThrow('nope');
    expect(getChecks()).not.toContain('salt-pantry-count');
  });

  it('adds the server checks to the local ones', async () => {
    fetchMock.mockResolvedValue(
      json({ ok: true, data: { checked: ['milk-dairy_and_eggs-ml'], updatedAt: null } }),
    );
    await mergeServerChecks();
    expect(getChecks()).toEqual(
      expect.arrayContaining(['eggs-dairy_and_eggs-count', 'milk-dairy_and_eggs-ml']),
    );
  });

  it('clears every check here and on the server', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await clearChecks();
    expect(getChecks()).toEqual([]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'DELETE' });
  });
});
