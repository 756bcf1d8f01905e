// When the app cannot start (decision 0031). The page paints its splash ('Loading...') before any
// script; if the app's scripts then fail (a first visit on a weak signal, a deploy that replaced
// the hashed files under an open page, an error before React mounts), this shows the error screen
// of SPEC §2, 'Something went wrong' with Try Again and Reload Page, instead of 'Loading...'
// forever. A classic script of our own origin, loaded by index.html before the module scripts (the
// page's Content-Security-Policy allows no inline script or handler), written for any browser:
// one too old for module scripts gets the screen too. The app announces its start with the
// 'plateful:started' event (src/app/started.ts); until then the screen is a layer over #root, which
// stays as it is, so an app that starts late after all still hydrates its splash and takes over.
// The page's stylesheet failing is tried again twice; failing for good, a plain notice says so.
/* global window, document, location, navigator, performance */
(function () {
  'use strict';
  var STARTED_EVENT = 'plateful:started';
  /** After a start script failed to load (or the app's chunk to import): it will not start. */
  var AFTER_LOAD_FAILURE_MS = 500;
  /** After an uncaught error, once every start script has arrived: the app may still start. */
  var AFTER_ERROR_MS = 5000;
  /**
   * The last resort, with no failure seen: this long after the page opened, and with every start
   * script arrived at least QUIET_MS before, the app should have started long ago.
   */
  var LAST_RESORT_MS = 30000;
  var QUIET_MS = 10000;
  /** Scripts still arriving this long after the page opened: the screen shows (loading goes on). */
  var HARD_LIMIT_MS = 90000;
  var CHECK_EVERY_MS = 500;
  /** A stylesheet of ours that failed to load is fetched again after each of these waits. */
  var STYLE_RETRY_MS = [500, 2000];

  var started = false;
  var shown = null;
  var failure = null;
  var failedAt = 0;
  var settled = [];
  var settledAt = 0;
  var timer = 0;

  var openedAt = Date.now();
  /** Milliseconds since the page's navigation began. */
  function now() {
    return window.performance && performance.now ? performance.now() : Date.now() - openedAt;
  }

  function ours(url) {
    return typeof url === 'string' && url.indexOf(location.origin + '/') === 0;
  }

  /** The page's start scripts: its module script and the chunks it preloads. */
  function startScripts() {
    return document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]');
  }

  function startScript(element) {
    if (!element || !element.tagName) return false;
    var name = element.tagName.toLowerCase();
    if (name === 'script') return element.type === 'module' && ours(element.src);
    return name === 'link' && element.rel === 'modulepreload' && ours(element.href);
  }

  function somePending() {
    var scripts = startScripts();
    for (var i = 0; i < scripts.length; i++) {
      if (settled.indexOf(scripts[i]) < 0) return true;
    }
    return false;
  }

  function failed(kind) {
    if (started || shown) return;
    // A failed load outranks an error: it is certain.
    if (failure !== 'load') {
      failure = kind;
      failedAt = now();
    }
  }

  function onSettled(event) {
    var element = event.target;
    // A stylesheet settles before the app's scripts run (they wait for it), so before the start.
    if (event.type === 'error' && ourStylesheet(element)) return retryStylesheet(element, 0);
    if (!startScript(element)) return;
    if (settled.indexOf(element) < 0) settled.push(element);
    settledAt = now();
    if (event.type === 'error') failed('load');
  }

  function ourStylesheet(element) {
    return (
      !!element &&
      !!element.tagName &&
      element.tagName.toLowerCase() === 'link' &&
      /(^|\s)stylesheet(\s|$)/i.test(element.rel) &&
      !element.hasAttribute('data-retry') &&
      ours(element.href)
    );
  }

  /**
   * The stylesheet that failed is fetched again by a copy of its link (the browser keeps no failed
   * response); the first copy to load takes its place. After the last try the page says so: it
   * works, but looks plain, which should not pass for the app's design.
   */
  function retryStylesheet(link, attempt) {
    if (attempt >= STYLE_RETRY_MS.length) return showStylesFailed();
    window.setTimeout(function () {
      if (!link.parentNode) return;
      var again = link.cloneNode(false);
      again.setAttribute('data-retry', String(attempt + 1));
      again.addEventListener('load', function () {
        if (link.parentNode) link.parentNode.removeChild(link);
      });
      again.addEventListener('error', function () {
        if (again.parentNode) again.parentNode.removeChild(again);
        retryStylesheet(link, attempt + 1);
      });
      link.parentNode.insertBefore(again, link.nextSibling);
    }, STYLE_RETRY_MS[attempt]);
  }

  /** A notice in the page's own inline styles (the stylesheet is what is missing). */
  function showStylesFailed() {
    if (!document.body || document.getElementById('styles-failed')) return;
    var notice = document.createElement('div');
    notice.id = 'styles-failed';
    notice.setAttribute('role', 'alert');
    notice.style.cssText =
      'position:sticky;top:0;z-index:1000;display:flex;flex-wrap:wrap;align-items:center;' +
      'gap:8px 12px;padding:10px 16px;background:#1f7a4d;color:#fff;' +
      'font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
    var text = document.createElement('span');
    text.textContent =
      navigator.onLine === false
        ? "Plateful's look could not load: you are offline. Reload when you are connected."
        : "Plateful's look could not load. Check your connection, then reload.";
    notice.appendChild(text);
    var again = document.createElement('button');
    again.type = 'button';
    again.textContent = 'Reload Page';
    again.style.cssText =
      'border:0;border-radius:999px;padding:6px 14px;background:#fff;color:#1f7a4d;' +
      'font:inherit;font-weight:600;cursor:pointer';
    again.addEventListener('click', reload);
    notice.appendChild(again);
    document.body.insertBefore(notice, document.body.firstChild);
  }

  function onError(event) {
    // A start script's load error reaches the document's capture listener (onSettled); this one
    // takes errors thrown by our own code before the app started.
    if (event && event.filename && ours(event.filename)) failed('error');
  }

  function onRejection(event) {
    var reason = event && event.reason;
    var message = reason && reason.message ? String(reason.message) : String(reason);
    // The browser's words for an import() whose chunk could not be fetched; any other rejection
    // before the start (the app's chunk threw while it ran, say) may yet be harmless.
    failed(
      /dynamically imported module|module script failed|importing a module/i.test(message)
        ? 'load'
        : 'error',
    );
  }

  function reload() {
    location.reload();
  }

  function button(label, primary) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.className = primary
      ? 'rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700'
      : 'rounded-full border border-ink/15 bg-white px-5 py-2.5 font-semibold hover:bg-black/5';
    element.addEventListener('click', reload);
    return element;
  }

  /** The error screen of SPEC §2, as the error boundary (src/app/error-screen.tsx) draws it. */
  function show() {
    var root = document.getElementById('root');
    if (!root || !document.body) return;
    shown = document.createElement('div');
    shown.id = 'start-failed';
    shown.setAttribute('role', 'alert');
    shown.className =
      'flex min-h-dvh flex-col items-center justify-center gap-3 bg-paper p-8 text-center';
    // The splash's logo is written into the page: it needs no request, which may fail too.
    var splashLogo = root.querySelector('img');
    if (splashLogo) {
      var logo = document.createElement('img');
      logo.src = splashLogo.getAttribute('src');
      logo.alt = '';
      logo.width = 64;
      logo.height = 64;
      logo.className = 'size-16 rounded-2xl';
      shown.appendChild(logo);
    }
    var heading = document.createElement('h1');
    heading.className = 'text-2xl font-extrabold';
    heading.textContent = 'Something went wrong';
    shown.appendChild(heading);
    var text = document.createElement('p');
    text.className = 'max-w-xs text-ink/70';
    text.textContent =
      navigator.onLine === false
        ? 'Plateful could not finish loading: you are offline. Reload when you are connected.'
        : failure === 'error'
          ? 'Plateful could not start. Reload the page to try again.'
          : 'Plateful could not finish loading. Check your connection, then try again.';
    shown.appendChild(text);
    var buttons = document.createElement('div');
    buttons.className = 'mt-3 flex gap-3';
    buttons.appendChild(button('Try Again', true));
    buttons.appendChild(button('Reload Page', false));
    shown.appendChild(buttons);
    // The splash stays in #root, untouched, for the app to hydrate should it start after all.
    root.hidden = true;
    document.body.appendChild(shown);
  }

  function check() {
    if (started || shown) return stop();
    var at = now();
    var pending = somePending();
    var quietFor = at - Math.max(settledAt, failedAt);
    if (
      (failure === 'load' && at - failedAt >= AFTER_LOAD_FAILURE_MS) ||
      (failure === 'error' && !pending && quietFor >= AFTER_ERROR_MS) ||
      (at >= LAST_RESORT_MS && !pending && quietFor >= QUIET_MS) ||
      at >= HARD_LIMIT_MS
    ) {
      show();
      stop();
    }
  }

  function stop() {
    window.clearInterval(timer);
    timer = 0;
  }

  function onStarted() {
    started = true;
    stop();
    document.removeEventListener('load', onSettled, true);
    document.removeEventListener('error', onSettled, true);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    if (shown) {
      shown.parentNode.removeChild(shown);
      shown = null;
      var root = document.getElementById('root');
      if (root) root.hidden = false;
    }
  }

  // Load and error events of elements do not bubble: the document's capture phase sees them all.
  document.addEventListener('load', onSettled, true);
  document.addEventListener('error', onSettled, true);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener(STARTED_EVENT, onStarted);
  // A browser without module scripts never runs the app.
  if (!('noModule' in document.createElement('script'))) failed('load');
  timer = window.setInterval(check, CHECK_EVERY_MS);
})();
