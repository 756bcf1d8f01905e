import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import logoSvg from '../../../public/logo.svg?raw';
import { SPLASH_LOGO, SplashScreen } from './splash-screen.tsx';

/** The markup inside `<div id="root">` of the page. */
function staticSplash(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root.innerHTML;
}

/**
 * Both sides through the same parser, so `<img/>` spelling doesn't matter; without the resource
 * hints React's server renderer adds (`<link rel="preload">`), which the page does not need.
 */
function normalised(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const link of template.content.querySelectorAll('link')) link.remove();
  return template.innerHTML;
}

describe('the splash in index.html', () => {
  it('is the markup SplashScreen renders, so the first render swaps it without a visible change', () => {
    expect(normalised(staticSplash(indexHtml))).toBe(
      normalised(renderToStaticMarkup(<SplashScreen />)),
    );
  });

  it('shows the logo and Loading... before any script runs', () => {
    const splash = staticSplash(indexHtml);
    expect(splash).toContain(`src="${SPLASH_LOGO}"`);
    expect(splash).toContain('Loading...');
  });

  it('writes in the logo of public/logo.svg (so it needs no request)', () => {
    const svg = logoSvg.replace(/>\s+</g, '><').trim();
    expect(SPLASH_LOGO).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`);
  });
});
