import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MiseEnPlace } from './mise-en-place.tsx';

const LINES = [
  '2 chicken breasts',
  '1 cos lettuce, shredded',
  '3 tbsp extra virgin olive oil',
  '1 tbsp wholegrain mustard',
];

describe("cook mode's mise en place", () => {
  it("lists each titled part's lines under its title, ticking the line of the whole list", () => {
    const onToggle = vi.fn();
    render(
      <MiseEnPlace
        lines={LINES}
        groups={[
          { title: 'For the salad', lines: [0, 1] },
          { title: 'For the dressing', lines: [2, 3] },
        ]}
        ready={new Set([2])}
        onToggle={onToggle}
      />,
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent);
    expect(titles).toEqual(['For the salad', 'For the dressing']);
    const [salad, dressing] = screen.getAllByRole('list');
    expect(
      within(salad!)
        .getAllByRole('listitem')
        .map((node) => node.textContent),
    ).toEqual(['2 chicken breasts', '1 cos lettuce, shredded']);
    const mustard = within(dressing!).getByRole('checkbox', { name: '1 tbsp wholegrain mustard' });
    fireEvent.click(mustard);
    expect(onToggle).toHaveBeenCalledWith(3);
    const oil = within(dressing!).getByRole<HTMLInputElement>('checkbox', {
      name: '3 tbsp extra virgin olive oil',
    });
    expect(oil.checked).toBe(true);
  });

  it('is one list without titles when no part has one', () => {
    render(
      <MiseEnPlace
        lines={LINES}
        groups={[{ title: '', lines: [0, 1, 2, 3] }]}
        ready={new Set()}
        onToggle={() => undefined}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it('makes a web address in a line a link, leaving the line ticked by its words', () => {
    const onToggle = vi.fn();
    render(
      <MiseEnPlace
        lines={['2 tbsp pesto (see https://example.com/pesto).', 'Salt <b>to taste</b>']}
        ready={new Set()}
        onToggle={onToggle}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/pesto' });
    expect(link.getAttribute('href')).toBe('https://example.com/pesto');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByText('Salt <b>to taste</b>')).toBeTruthy();
    fireEvent.click(screen.getByText(/2 tbsp pesto/));
    expect(onToggle).toHaveBeenCalledWith(0);
  });
});
