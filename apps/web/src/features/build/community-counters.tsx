import { formatCounter } from '@plateful/core';
import { useCommunityCounters } from './use-community-counters.ts';

/** The Build tab's community counters (SPEC §2): Community, Recipes, Shared, and Sign-ups if known. */
export function CommunityCounters() {
  const { counters, failed } = useCommunityCounters();
  const items: { label: string; value: number | null }[] = [
    { label: 'Community', value: counters.community },
    { label: 'Recipes', value: counters.recipes },
    { label: 'Shared', value: counters.shared },
  ];
  if (counters.signups !== null) items.push({ label: 'Sign-ups', value: counters.signups });
  return (
    <section aria-label="Community counters" className="mb-5">
      <dl
        className={`grid gap-1.5 min-[400px]:gap-2 ${items.length === 4 ? 'grid-cols-2 min-[360px]:grid-cols-4' : 'grid-cols-3'}`}
      >
        {items.map((item) => (
          <div
            key={item.label}
            className="rounded-2xl bg-white px-1 py-3 text-center shadow-sm ring-1 ring-black/5 min-[400px]:px-2"
          >
            <dd
              className="text-xl font-extrabold tabular-nums text-brand-700"
              data-testid={`counter-${item.label.toLowerCase()}`}
            >
              {formatCounter(item.value, failed)}
            </dd>
            {/* "Community" whole in a quarter of a small phone. */}
            <dt className="mt-0.5 text-[0.6875rem] font-medium text-ink/70 min-[400px]:text-xs">
              {item.label}
            </dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
