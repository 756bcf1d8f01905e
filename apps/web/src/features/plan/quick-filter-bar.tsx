/** Quick filters (SPEC §2): time chips All, 30m, 45m, 60m+ and meal types Veggie, Meat, Fish, Sweet. */
import { MEAL_TYPES, QUICK_TIMES, type QuickFilters } from '@plateful/core';

function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick(): void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      // 32 px drawn, 44 px to tap: the target reaches 6 px above and below, inside the row.
      className={`relative shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors before:absolute before:inset-x-0 before:-inset-y-1.5 ${
        active ? 'bg-ink text-white' : 'bg-white text-ink/80 ring-1 ring-black/10 hover:bg-black/5'
      }`}
    >
      {children}
    </button>
  );
}

export function QuickFilterBar({
  value,
  onChange,
}: {
  value: QuickFilters;
  onChange(next: QuickFilters): void;
}) {
  const none = value.time === null && value.mealTypes.length === 0;
  const toggleMeal = (type: string) => {
    const key = type.toLowerCase();
    const mealTypes = value.mealTypes.includes(key)
      ? value.mealTypes.filter((t) => t !== key)
      : [...value.mealTypes, key];
    onChange({ ...value, mealTypes });
  };
  return (
    // The row scrolls sideways, so it clips what reaches past its padding: it has 6 px more above
    // and below for the chips' tap targets, taken back by its margins (10 px below, with the 16 px
    // of Plan's space-y-4, which this margin overrides), so nothing moves on the screen.
    <div
      role="group"
      aria-label="Quick filters"
      data-no-swipe
      className="-mx-4 -mt-1.5 mb-2.5 flex gap-2 overflow-x-auto px-4 pt-1.5 pb-2.5"
    >
      <Chip active={none} onClick={() => onChange({ time: null, mealTypes: [] })}>
        All
      </Chip>
      {QUICK_TIMES.map((time) => (
        <Chip
          key={time}
          active={value.time === time}
          onClick={() => onChange({ ...value, time: value.time === time ? null : time })}
        >
          {time}
        </Chip>
      ))}
      <span aria-hidden className="mx-1 w-px shrink-0 bg-black/10" />
      {MEAL_TYPES.map((type) => (
        <Chip
          key={type}
          active={value.mealTypes.includes(type.toLowerCase())}
          onClick={() => toggleMeal(type)}
        >
          {type}
        </Chip>
      ))}
    </div>
  );
}
