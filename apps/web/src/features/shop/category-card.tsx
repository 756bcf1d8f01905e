import type { PantryCover, ShoppingCategory, ShoppingItem } from '@plateful/core';
import { Check } from 'lucide-react';
import { BuyBadge } from './buy-badge.tsx';
import { chipLabel } from './selected-recipes-card.tsx';
import { MoveAisleButton } from './move-aisle-button.tsx';
import { OwnItemActions } from './own-item-actions.tsx';

/** One aisle of the list: its name, checked/total, and its items with a check each. */
export function CategoryCard({
  category,
  stapleKeys,
  onToggle,
  animated = false,
  have = NO_COVER,
  onHaveIt,
}: {
  category: ShoppingCategory;
  stapleKeys: ReadonlySet<string>;
  onToggle: (item: ShoppingItem, checked: boolean) => void;
  /** What the pantry covers of a row, by item key ("you have 500 g", issue 29). */
  have?: Readonly<Record<string, PantryCover>>;
  /** "I have it": the row's amount goes in the pantry. */
  onHaveIt?: (item: ShoppingItem) => void;
  /** Each row gets a view-transition name, so a sinking tick glides to its place. */
  animated?: boolean;
}) {
  const headingId = `aisle-${category.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/5"
      data-testid={`category-${category.id}`}
    >
      <header className="flex items-center justify-between border-b border-black/5 px-4 py-2.5">
        <h3 id={headingId} className="font-bold">
          {category.label}
        </h3>
        <span
          className="text-sm font-semibold text-ink/70 tabular-nums"
          aria-label={`${category.checkedCount} of ${category.items.length} owned`}
        >
          {category.checkedCount}/{category.items.length}
        </span>
      </header>
      <ul className="divide-y divide-black/5">
        {category.items.map((item) => (
          <ItemRow
            key={item.key}
            transitionName={animated ? transitionName(item.key) : undefined}
            item={item}
            staple={stapleKeys.has(item.key)}
            onToggle={onToggle}
            have={have[item.key]}
            onHaveIt={onHaveIt}
          />
        ))}
      </ul>
    </section>
  );
}

const NO_COVER: Readonly<Record<string, PantryCover>> = {};

/**
 * Where an item comes from: pantry staple, added by you, the recipes. One line at most: each recipe
 * name is cut like a chip (35 characters) and the line ends in an ellipsis; the full names are the
 * line's title and what a screen reader reads.
 */
function ItemSources({
  item,
  staple,
  have,
}: {
  item: ShoppingItem;
  staple: boolean;
  have: PantryCover | undefined;
}) {
  const sources = [
    ...(staple ? ['Pantry staple'] : []),
    ...(item.ownItemIds.length > 0 ? ['Added by you'] : []),
  ];
  const full = [...(have ? [have.text] : []), ...sources, ...item.recipes].join(' · ');
  if (full === '') return null;
  const rest = [...sources, ...item.recipes.map(chipLabel)].join(' · ');
  return (
    <span className="mt-0.5 block truncate text-xs text-ink/70" title={full}>
      <span aria-hidden>
        {/* What the pantry holds of it (issue 29) leads, in the brand's colour. */}
        {have && <span className="font-semibold text-brand-700">{have.text}</span>}
        {have && rest !== '' && ' · '}
        {rest}
      </span>
      <span className="sr-only">{full}</span>
    </span>
  );
}

/** A view-transition name for an item key: a CSS identifier, stable for the key. */
function transitionName(key: string): string {
  let hash = 5381;
  for (let index = 0; index < key.length; index += 1) {
    hash = ((hash << 5) + hash + key.charCodeAt(index)) | 0;
  }
  return `item-${(hash >>> 0).toString(36)}`;
}

function ItemRow({
  item,
  staple,
  onToggle,
  transitionName: viewTransitionName,
  have,
  onHaveIt,
}: {
  transitionName: string | undefined;
  item: ShoppingItem;
  staple: boolean;
  onToggle: (item: ShoppingItem, checked: boolean) => void;
  have: PantryCover | undefined;
  onHaveIt: ((item: ShoppingItem) => void) | undefined;
}) {
  const id = `item-${item.key}`;
  // A line only the household typed has no "I have it": no recipe's need is counted from the
  // pantry there, so Remove says it, and the name keeps the room (one line, not three, at 412 px).
  const needed = item.recipeIds.length > 0;
  return (
    <li
      data-testid="shopping-item"
      data-checked={item.checked}
      data-own={item.ownItemIds.length > 0 || undefined}
      className={`flex items-start ${staple ? '' : 'hover:bg-paper'}`}
      style={viewTransitionName ? { viewTransitionName } : undefined}
    >
      <label
        htmlFor={id}
        className={`flex min-w-0 flex-1 cursor-pointer items-start gap-3 px-4 py-3 ${staple ? 'cursor-default' : ''}`}
      >
        <input
          id={id}
          type="checkbox"
          className="peer sr-only"
          checked={item.checked}
          disabled={staple}
          onChange={(event) => onToggle(item, event.target.checked)}
        />
        <span
          aria-hidden
          className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-lg border-2 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${
            item.checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-black/25 bg-white'
          }`}
        >
          {item.checked && <Check className="size-4" strokeWidth={3} />}
        </span>
        <span className="min-w-0 flex-1">
          <span className={`block leading-snug ${item.checked ? 'text-ink/70 line-through' : ''}`}>
            {item.displayQuantity && (
              <span className="font-semibold tabular-nums">{item.displayQuantity} </span>
            )}
            <span data-testid="item-name">{item.ingredient}</span>
            {!item.checked && <BuyBadge buy={item.buy} />}
          </span>
          <ItemSources item={item} staple={staple} have={have} />
        </span>
      </label>
      <div className="flex items-center pt-1.5 pr-2">
        {onHaveIt && !item.checked && !staple && item.quantity !== null && needed && (
          <button
            type="button"
            onClick={() => onHaveIt(item)}
            aria-label={`I have it: ${item.ingredient}`}
            // A 44 px tall tap target, as the row's other buttons, round a pill of the old size.
            className="group mr-0.5 flex min-h-11 items-center rounded-full text-xs font-semibold whitespace-nowrap text-brand-700"
          >
            <span className="rounded-full px-2.5 py-1.5 ring-1 ring-brand-100 group-hover:bg-brand-50">
              I have it
            </span>
          </button>
        )}
        {/* A typed line's aisle is chosen in its Edit: two buttons, and its name the room. */}
        {item.ownItemIds.length > 0 ? (
          <OwnItemActions item={item} />
        ) : (
          <MoveAisleButton item={item} />
        )}
      </div>
    </li>
  );
}
