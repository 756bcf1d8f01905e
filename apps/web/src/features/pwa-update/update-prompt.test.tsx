import { render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_MESSAGE } from './constants.ts';
import { UpdatePrompt } from './update-prompt.tsx';

vi.mock('sonner', () => ({ toast: vi.fn() }));

describe('UpdatePrompt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers 'Reload' when a new version takes over", () => {
    const container = Object.assign(new EventTarget(), { controller: {} });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
    render(<UpdatePrompt />);
    container.dispatchEvent(new Event('controllerchange'));
    expect(toast).toHaveBeenCalledWith(
      UPDATE_MESSAGE,
      expect.objectContaining({ action: expect.objectContaining({ label: 'Reload' }) }),
    );
  });
});
