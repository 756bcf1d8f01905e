/**
 * "Skip to content" (WCAG 2.4.1): the first thing a keyboard reaches, hidden until focused; it
 * moves the focus past the header's tabs to the screen itself (`<main id="main">`).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        // The hash alone scrolls but leaves the focus behind in some browsers; and a router link
        // would add '#main' to the address. Focus the screen and stay on this URL.
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
      className="sr-only z-50 rounded-full bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
