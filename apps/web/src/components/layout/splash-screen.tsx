import { PRODUCT_NAME } from '@plateful/core';

/**
 * The logo (public/logo.svg) written into the page: with no request to wait for and decoded with
 * the text, it paints in the first frame, as the page's largest paint (decision 0007).
 */
export const SPLASH_LOGO =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%20512%20512%22%20role%3D%22img%22%20aria-label%3D%22Plateful%22%3E%3Crect%20width%3D%22512%22%20height%3D%22512%22%20rx%3D%22112%22%20fill%3D%22%231f7a4d%22%2F%3E%3Ccircle%20cx%3D%22256%22%20cy%3D%22256%22%20r%3D%22158%22%20fill%3D%22%23fbf8f3%22%2F%3E%3Ccircle%20cx%3D%22256%22%20cy%3D%22256%22%20r%3D%22118%22%20fill%3D%22none%22%20stroke%3D%22%23e3dccf%22%20stroke-width%3D%2214%22%2F%3E%3Cpath%20d%3D%22M256%20158c-52%2022-78%2062-70%20116%2046-4%2078-32%2090-78%206-22%202-30-20-38z%22%20fill%3D%22%232f9e63%22%2F%3E%3Cpath%20d%3D%22M262%20168c-14%2040-30%2074-58%20104%22%20fill%3D%22none%22%20stroke%3D%22%23fbf8f3%22%20stroke-width%3D%229%22%20stroke-linecap%3D%22round%22%2F%3E%3Ccircle%20cx%3D%22318%22%20cy%3D%22288%22%20r%3D%2234%22%20fill%3D%22%23f2a33a%22%2F%3E%3Ccircle%20cx%3D%22232%22%20cy%3D%22326%22%20r%3D%2222%22%20fill%3D%22%23d9483b%22%2F%3E%3C%2Fsvg%3E';

/** Full-screen splash with the logo and 'Loading...' (SPEC §2). */
export function SplashScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-paper"
    >
      <img
        src={SPLASH_LOGO}
        alt=""
        decoding="sync"
        width={128}
        height={128}
        className="size-32 animate-pulse rounded-[2rem]"
      />
      <p className="text-2xl font-extrabold tracking-tight text-brand-700">{PRODUCT_NAME}</p>
      <p className="text-ink/70">Loading...</p>
    </div>
  );
}
