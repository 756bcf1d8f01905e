import { RATING_MAX } from '@plateful/core';
import { Star } from 'lucide-react';

/**
 * A 5-star rating (SPEC §9 "Rating scale 5"). Read-only when `onRate` is absent (stars filled to
 * the nearest half of `value`); otherwise each star is a button that rates 1-5.
 */
export function StarRating({
  value,
  onRate,
  disabled = false,
  size = 'md',
  label = 'Rating',
}: {
  value: number;
  onRate?: (rating: number) => void;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}) {
  const icon = { sm: 'size-4', md: 'size-6', lg: 'size-8' }[size];
  const stars = Array.from({ length: RATING_MAX }, (_, index) => index + 1);
  const rounded = Math.round(value * 2) / 2;
  if (!onRate) {
    return (
      <span
        role="img"
        aria-label={`${label}: ${value.toFixed(1)} out of ${RATING_MAX}`}
        className="inline-flex"
      >
        {stars.map((star) => (
          <StarIcon key={star} className={icon} fill={fillFor(star, rounded)} />
        ))}
      </span>
    );
  }
  return (
    <div role="group" aria-label={label} className="inline-flex pointer-coarse:-ml-1.5">
      {stars.map((star) => (
        <button
          key={star}
          type="button"
          disabled={disabled}
          aria-label={`Rate ${star} star${star === 1 ? '' : 's'}`}
          aria-pressed={Math.round(value) === star}
          onClick={() => onRate(star)}
          // 44 px a star on a touch screen (the 24 px star and 10 px round it); 32 px with a mouse.
          className="rounded-md p-1 transition-transform pointer-coarse:p-2.5 hover:scale-110 disabled:opacity-50"
        >
          <StarIcon className={icon} fill={star <= Math.round(value) ? 'full' : 'none'} />
        </button>
      ))}
    </div>
  );
}

function fillFor(star: number, value: number): 'full' | 'half' | 'none' {
  if (star <= value) return 'full';
  return star - 0.5 === value ? 'half' : 'none';
}

function StarIcon({ className, fill }: { className: string; fill: 'full' | 'half' | 'none' }) {
  return (
    <span className={`relative inline-block ${className}`} aria-hidden>
      <Star className={`absolute inset-0 ${className} text-accent-400`} strokeWidth={1.75} />
      {fill !== 'none' && (
        <span
          className="absolute inset-0 overflow-hidden"
          style={{ width: fill === 'half' ? '50%' : '100%' }}
        >
          <Star className={`${className} fill-accent-400 text-accent-400`} strokeWidth={1.75} />
        </span>
      )}
    </span>
  );
}
