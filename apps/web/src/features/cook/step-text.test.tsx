import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepText } from './step-text.tsx';

/** The text a node shows: without the hidden hints that links are described by. */
function shownText(node: HTMLElement): string {
  const copy = node.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[hidden]')) hidden.remove();
  return copy.textContent;
}

describe("cook mode's step text", () => {
  it('makes web addresses links and times timers, a time inside an address neither', () => {
    const onStart = vi.fn();
    render(
      <StepText
        text="Make the pesto (www.example.com/pesto-in-5-minutes). Simmer for 20 minutes, see https://example.com/tips."
        onStart={onStart}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.example.com/pesto-in-5-minutes',
      'https://example.com/tips',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    const timers = screen.getAllByRole('button');
    expect(timers.map((timer) => timer.textContent)).toEqual(['20 minutes']);
    fireEvent.click(timers[0]!);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(shownText(screen.getByRole('paragraph'))).toBe(
      'Make the pesto (www.example.com/pesto-in-5-minutes). Simmer for 20 minutes, see https://example.com/tips.',
    );
  });

  it('shows markup and other schemes as typed', () => {
    render(<StepText text="Stir <b>well</b>, javascript:alert(1)" onStart={vi.fn()} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('paragraph').textContent).toBe('Stir <b>well</b>, javascript:alert(1)');
  });
});
