import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../lib/toast.tsx';
import { UPDATE_MESSAGE } from './constants.ts';
import { UpdatePrompt } from './update-prompt.tsx';

describe('UpdatePrompt', () => {
  afterEach(() => vi.unstubAllGlobals());
  // The toast region loads its library lazily; load it once up front so the test measures the
  // prompt, not the import.
  beforeAll(async () => {
    await import('sonner');
  });

  it("offers 'Reload' when a new version takes over", { timeout: 30_000 }, async () => {
    const container = Object.assign(new EventTarget(), { controller: {} });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
    render(
      <Suspense fallback={null}>
        <AppToaster />
        <UpdatePrompt />
      </Suspense>,
    );
    // The toast region mounts at the first idle moment (within 4 s) and loads lazily; the prompt
    // listens once it has mounted.
    await screen.findByRole('region', { name: /Notifications/ }, { timeout: 15_000 });
    container.dispatchEvent(new Event('controllerchange'));
    expect(await screen.findByText(UPDATE_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
