import { ChefHat } from 'lucide-react';
import { useState } from 'react';

/**
 * A recipe's main image, or a warm gradient with a chef's hat when it has none or it fails to
 * load. Size it with `className` (it fills its box, cropped).
 */
export function RecipeHeroImage({
  src,
  alt,
  className = '',
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** Load at once (the first thing on a page) rather than lazily. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src !== null && failed !== src;
  return (
    <div
      className={`relative overflow-hidden bg-gradient-to-br from-brand-100 via-paper to-accent-400/30 ${className}`}
    >
      {show ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <div className="flex size-full items-center justify-center" role="img" aria-label={alt}>
          <ChefHat aria-hidden className="size-12 text-brand-600/60" />
        </div>
      )}
    </div>
  );
}
