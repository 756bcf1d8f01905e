/** The two source tabs (SPEC §2): "Chef's Pick (count)" and "My Recipes (count)". */
import type { SourceTab } from './use-plan-view.ts';

export function SourceTabs({
  value,
  counts,
  onChange,
}: {
  value: SourceTab;
  counts: { factory: number; mine: number };
  onChange(next: SourceTab): void;
}) {
  const tabs: [SourceTab, string][] = [
    ['factory', `Chef's Pick (${counts.factory})`],
    ['mine', `My Recipes (${counts.mine})`],
  ];
  return (
    <div
      role="tablist"
      aria-label="Recipe source"
      className="grid grid-cols-2 rounded-2xl bg-black/5 p-1"
    >
      {tabs.map(([tab, label]) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          onClick={() => onChange(tab)}
          // 36 px drawn, 44 px to tap: the target reaches over the track's 4 px above and below.
          className={`relative rounded-xl px-3 py-2 text-sm font-bold transition-colors before:absolute before:inset-x-0 before:-inset-y-1 ${
            value === tab ? 'bg-white text-brand-700 shadow-sm' : 'text-ink/75 hover:text-ink'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
