import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

/** An unknown (or malformed) share code, or a lookup that failed. */
export function PublicRecipeNotFound({
  code,
  failed = false,
  onRetry,
}: {
  code: string;
  failed?: boolean;
  onRetry?: () => void;
}) {
  return (
    <section className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-black/5">
      <SearchX aria-hidden className="size-12 text-ink/70" />
      <h1 className="mt-4 text-xl font-extrabold">
        {failed ? "Couldn't load this recipe" : 'Recipe not found'}
      </h1>
      <p className="mt-2 max-w-xs text-ink/70">
        {failed
          ? 'Check your connection and try again.'
          : `No shared recipe has the code ${code || '(none)'}. Check the code and try again.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {failed && onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Try Again
          </button>
        )}
        <Link
          to="/build"
          className="rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-600/40 hover:bg-brand-50"
        >
          Enter another code
        </Link>
        <Link
          to="/plan"
          className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Browse recipes
        </Link>
      </div>
    </section>
  );
}
