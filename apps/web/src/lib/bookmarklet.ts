/**
 * "From any page": a bookmarklet that hands the page the cook is looking at to the app, read in
 * their own browser (so a site that refuses servers still comes in). It takes the page's
 * schema.org JSON-LD when there is a recipe in it, else the page's HTML (capped), opens
 * `/build/import?from=page`, and posts the page there once the app says it is ready. The app
 * checks the message came from the window that opened it, and from the page's own origin.
 */
import { MAX_IMPORT_PAGE_HTML } from '@plateful/contracts';

export const PAGE_MESSAGE = 'plateful:page';
export const READY_MESSAGE = 'plateful:ready';
/**
 * A page this small also travels in the new window's address fragment (never sent to a server),
 * for when the browser cuts the tie between the two windows (a Cross-Origin-Opener-Policy, or
 * the app's service worker answering the navigation) and messages cannot pass.
 */
export const MAX_FRAGMENT_CHARS = 60_000;
export const FRAGMENT_PREFIX = '#page=';

/** The bookmarklet's script, for the app at `origin`. */
export function bookmarkletScript(origin: string): string {
  return `(function(o,c){var s=[].slice.call(document.querySelectorAll('script[type="application/ld+json"]')).map(function(e){return e.textContent||''}).filter(function(t){return /recipe/i.test(t)});var h=s.length?'<html><head>'+s.map(function(t){return '<script type="application/ld+json">'+t+'</scr'+'ipt>'}).join('')+'</head><body></body></html>':document.documentElement.outerHTML.slice(0,c);var p={type:'${PAGE_MESSAGE}',url:location.href,html:h};var d=JSON.stringify(p);var w=window.open(o+'/build/import?from=page'+(d.length<=${MAX_FRAGMENT_CHARS}?'#page='+encodeURIComponent(d):''),'_blank');if(!w){alert('Allow pop-ups on this page to send it to Plateful');return}function f(e){if(e.source===w&&e.origin===o&&e.data&&e.data.type==='${READY_MESSAGE}'){removeEventListener('message',f);w.postMessage(p,o)}}addEventListener('message',f)})(${JSON.stringify(origin)},${MAX_IMPORT_PAGE_HTML})`;
}

/** The bookmark's address: `javascript:` and the script, with what a URL would decode escaped. */
export function bookmarkletUrl(origin: string): string {
  return `javascript:${bookmarkletScript(origin).replace(/%/g, '%25').replace(/\s/g, '%20')}`;
}

export type PagePayload = { url: string; html: string };

/** A message as a page, or null: the right shape, an http(s) page of the sender's own origin. */
export function readPagePayload(data: unknown, senderOrigin: string): PagePayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url, html } = data as Record<string, unknown>;
  if (type !== PAGE_MESSAGE || typeof url !== 'string' || typeof html !== 'string') return null;
  if (url.length > 2048 || html.length === 0 || html.length > MAX_IMPORT_PAGE_HTML) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin !== senderOrigin) return null;
  return { url, html };
}

/** The page carried in the address fragment, or null (its origin is its own link's). */
export function pageFromFragment(hash: string): PagePayload | null {
  if (!hash.startsWith(FRAGMENT_PREFIX)) return null;
  try {
    const data: unknown = JSON.parse(decodeURIComponent(hash.slice(FRAGMENT_PREFIX.length)));
    const url = (data as { url?: unknown } | null)?.url;
    return typeof url === 'string' ? readPagePayload(data, new URL(url).origin) : null;
  } catch {
    return null;
  }
}

/**
 * Tells the window that opened this one that the app is ready (again each second for a while, in
 * case it was not listening yet) and takes the first valid page it sends. Returns a stop function.
 */
export function receivePage(onPage: (page: PagePayload) => void, onNoOpener: () => void) {
  const fromFragment = pageFromFragment(window.location.hash);
  if (window.location.hash.startsWith(FRAGMENT_PREFIX)) {
    // Out of the address bar and history at once.
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  if (fromFragment) {
    onPage(fromFragment);
    return () => undefined;
  }
  const opener = window.opener as Window | null;
  if (!opener) {
    onNoOpener();
    return () => undefined;
  }
  let tries = 0;
  const ready = () => {
    tries += 1;
    try {
      opener.postMessage({ type: READY_MESSAGE }, '*');
    } catch {
      // The opener went away.
    }
    if (tries >= 15) stop();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== opener) return;
    const page = readPagePayload(event.data, event.origin);
    if (!page) return;
    stop();
    onPage(page);
  };
  const timer = window.setInterval(ready, 1000);
  window.addEventListener('message', onMessage);
  function stop() {
    window.clearInterval(timer);
    window.removeEventListener('message', onMessage);
  }
  ready();
  return stop;
}
