import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IngredientList } from './ingredient-list.tsx';
import { findWebAddresses } from '@plateful/core';
import { LinkedText, NEW_TAB_HINT, webAddressParts } from './linked-text.tsx';
import { MethodSteps } from './method-steps.tsx';

describe('webAddressParts', () => {
  it('cuts a line into words and its http, https and www addresses', () => {
    expect(
      webAddressParts('Pesto, see https://example.com/pesto or www.example.org/basil'),
    ).toEqual([
      { text: 'Pesto, see ' },
      { text: 'https://example.com/pesto', href: 'https://example.com/pesto' },
      { text: ' or ' },
      { text: 'www.example.org/basil', href: 'https://www.example.org/basil' },
    ]);
    expect(webAddressParts('2 tbsp pesto')).toEqual([{ text: '2 tbsp pesto' }]);
  });

  it("leaves the sentence's end and an unopened bracket out of an address", () => {
    expect(webAddressParts('Pesto (see http://example.com/pesto).')).toEqual([
      { text: 'Pesto (see ' },
      { text: 'http://example.com/pesto', href: 'http://example.com/pesto' },
      { text: ').' },
    ]);
    expect(webAddressParts('See https://en.wikipedia.org/wiki/Pesto_(sauce), then')[1]).toEqual({
      text: 'https://en.wikipedia.org/wiki/Pesto_(sauce)',
      href: 'https://en.wikipedia.org/wiki/Pesto_(sauce)',
    });
  });

  it('cuts an address followed by 100,000 brackets or full stops in one pass', () => {
    // Was a regex and a count of every bracket per character taken off: minutes for such a step.
    const started = performance.now();
    const brackets = `Pesto: https://example.com/pesto${')'.repeat(100_000)}`;
    expect(webAddressParts(brackets)[1]).toEqual({
      text: 'https://example.com/pesto',
      href: 'https://example.com/pesto',
    });
    const stops = `Pesto: https://example.com/pesto${'.'.repeat(100_000)}x`;
    expect(webAddressParts(stops)).toHaveLength(2);
    const mixed = `See https://example.com/a(b)${').'.repeat(50_000)}`;
    expect(webAddressParts(mixed)[1]?.text).toBe('https://example.com/a(b)');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('links exactly the addresses core reads (what the shopping list leaves out)', () => {
    for (const line of [
      'Pesto (see http://example.com/pesto).',
      'See https://en.wikipedia.org/wiki/Pesto_(sauce), then',
      'Pesto: "https://example.com/pesto"',
      'Visit www.example.com.Then stir',
      'Pesto -- https://example.com/pesto ...',
      '[www.example.org/basil]!',
    ]) {
      const links = webAddressParts(line).flatMap((part) => ('href' in part ? [part.text] : []));
      expect(links, line).toEqual(findWebAddresses(line).map((address) => address.text));
      expect(links, line).toHaveLength(1);
    }
  });

  it('links nothing but a well-formed web address', () => {
    for (const line of [
      'javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      'ftp://example.com/pesto',
      'http://localhost/pesto',
      'https://',
      'Full recipe on my blog (example.co.uk/recipes/pesto)',
    ]) {
      expect(webAddressParts(line), line).toEqual([{ text: line }]);
    }
  });
});

describe('LinkedText', () => {
  it('shows an address as a safe link that opens in a new tab, and markup as text', () => {
    const line = 'Pesto <img src=x onerror="alert(1)"> https://example.com/p?a=1&b="><b>x</b>';
    const { container } = render(<LinkedText text={line} />);
    const link = screen.getByRole('link', { name: 'https://example.com/p?a=1&b=' });
    expect(link.getAttribute('href')).toBe('https://example.com/p?a=1&b=');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe(`${line}${NEW_TAB_HINT}`);
  });

  it('tells a screen reader that a link opens a new tab, in a hint it does not show', () => {
    const { container } = render(
      <p>
        <LinkedText text="Pesto: https://example.com/pesto or www.example.org/basil" />
      </p>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      const hint = container.querySelector(`[id="${link.getAttribute('aria-describedby')}"]`);
      expect(hint?.textContent).toBe('Opens in a new tab');
      expect(hint?.hasAttribute('hidden')).toBe(true);
    }
    // A line without a link has no hint.
    const { container: plainLine } = render(<LinkedText text="2 tbsp pesto" />);
    expect(plainLine.innerHTML).toBe('2 tbsp pesto');
  });

  it('makes the addresses of ingredient lines and method steps links', () => {
    render(
      <>
        <IngredientList ingredients={['Pesto, see https://example.com/pesto', '2 eggs']} />
        <MethodSteps steps={['Make the pesto (www.example.com/pesto).']} />
      </>,
    );
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['https://example.com/pesto', 'https://example.com/pesto'],
      ['www.example.com/pesto', 'https://www.example.com/pesto'],
    ]);
    expect(screen.getByText('2 eggs')).toBeTruthy();
  });
});
