import { PRODUCT_NAME } from '@plateful/core';

/** Full-screen splash with the logo and 'Loading...' (SPEC §2). */
export function SplashScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-paper"
    >
      <img
        src="/logo.svg"
        alt=""
        fetchPriority="high"
        width={128}
        height={128}
        className="size-32 animate-pulse rounded-[2rem]"
      />
      <p className="text-2xl font-extrabold tracking-tight text-brand-700">{PRODUCT_NAME}</p>
      <p className="text-ink/70">Loading...</p>
    </div>
  );
}
