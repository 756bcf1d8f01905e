import { formatDuration } from '@plateful/core';
import { Clock, CookingPot, Users } from 'lucide-react';

/** Prep time, cook time and servings of a recipe, as small labelled facts (absent ones left out). */
export function RecipeFacts({
  prepTime,
  cookTime,
  servings,
}: {
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
}) {
  const facts = [
    prepTime ? { icon: Clock, label: 'Prep', value: formatDuration(prepTime) } : null,
    cookTime ? { icon: CookingPot, label: 'Cook', value: formatDuration(cookTime) } : null,
    servings ? { icon: Users, label: 'Serves', value: String(servings) } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-2">
      {facts.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700"
        >
          <Icon aria-hidden className="size-4" />
          <dt className="font-medium">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
