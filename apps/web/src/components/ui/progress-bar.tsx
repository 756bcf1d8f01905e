/** A labelled progress bar; without a value it shows work under way (indeterminate). */
export function ProgressBar({ label, value }: { label: string; value?: number }) {
  const percent =
    value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-black/10"
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] duration-300 ${
          percent === undefined ? 'w-1/3 animate-pulse' : ''
        }`}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
