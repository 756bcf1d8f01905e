/**
 * Shop tab (SPEC §2, §4): the merged shopping list of the selected recipes and the household's own
 * items, in four states (empty, loading, error, loaded). The list is built in the browser by
 * @plateful/core from the household's shared document (decision 0009): ticks, own items, Clear All
 * and Regenerate apply at once, offline too, and reach the other phones on the account code.
 * Clear All and Regenerate can be undone for a few seconds. Share and Shop Now hand the unchecked
 * items on.
 */
import {
  arrangeForShop,
  shoppingProgress,
  type HouseholdOp,
  type Recipe,
  type ShoppingItem,
} from '@plateful/core';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useStored } from '../../hooks/use-stored.ts';
import { useCurrentShoppingList, useSettings } from '../../lib/basket/current-list.ts';
import { useWhiskHandoff } from '../../lib/basket/use-whisk-handoff.ts';
import { clearWithUndo } from '../../lib/clear-with-undo.ts';
import { dispatch } from '../../lib/household/index.ts';
import { AddItemBox } from './add-item-box.tsx';
import { CategoryCard } from './category-card.tsx';
import { RecipeQuickView } from './recipe-quick-view.tsx';
import { RetailerLinks } from './retailer-links.tsx';
import { SelectedRecipesCard } from './selected-recipes-card.tsx';
import { shareShoppingList } from './share-list.ts';
import { ShopActions } from './shop-actions.tsx';
import { ShopEmpty, ShopError, ShopLoading } from './shop-states.tsx';
import { useShopSwipe } from './use-shop-swipe.ts';

/**
 * Applies a tick; with "Move ticked items down", the item glides to its new place (a view
 * transition), unless the user asked for reduced motion or the browser has none.
 */
function applyAnimated(op: HouseholdOp, animate: boolean): void {
  const canAnimate =
    animate &&
    typeof document.startViewTransition === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!canAnimate) {
    dispatch(op);
    return;
  }
  document.startViewTransition(() => flushSync(() => dispatch(op)));
}

export function ShopScreen() {
  const { ids, query, recipes, ownItems, list, stapleKeys } = useCurrentShoppingList();
  const { basketService, aisleOrder } = useSettings();
  const [sinkChecked, setSinkChecked] = useStored('moveTickedDown');
  const { ref } = useShopSwipe();
  const whisk = useWhiskHandoff();
  const [sharing, setSharing] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [quickView, setQuickView] = useState<Recipe | null>(null);
  const [linksOpen, setLinksOpen] = useState(basketService !== 'whisk');
  const closeQuickView = useCallback(() => setQuickView(null), []);

  const toggle = useCallback(
    (item: ShoppingItem, checked: boolean) =>
      applyAnimated({ type: 'check', itemKey: item.key, checked }, sinkChecked),
    [sinkChecked],
  );

  const hasOwnItems = ownItems.length > 0;
  let body: React.ReactNode;
  if (ids.length === 0 && !hasOwnItems) body = <ShopEmpty />;
  else if (query.isError && ids.length > 0) {
    body = <ShopError onRetry={() => void query.refetch()} />;
  } else if (!list || !recipes) body = <ShopLoading />;
  else if (recipes.length === 0 && !hasOwnItems) body = <ShopEmpty />;
  else {
    const progress = shoppingProgress(list.items);
    const arranged = arrangeForShop(list, { aisleOrder, sinkChecked });
    body = (
      <div className="space-y-4">
        {recipes.length > 0 && (
          <SelectedRecipesCard
            recipes={recipes}
            onOpen={setQuickView}
            onClearAll={() => clearWithUndo('clearSelection', 'Selection cleared')}
          />
        )}
        <ShopActions
          progress={progress}
          shopping={whisk.running}
          sharing={sharing}
          regenerating={regenerating}
          onShopNow={() => {
            void whisk.run(list.items).then((outcome) => {
              if (outcome === 'failed') setLinksOpen(true);
            });
          }}
          onRegenerate={() => {
            setRegenerating(true);
            clearWithUndo('clearChecks', 'Ticks cleared');
            void query.refetch().finally(() => setRegenerating(false));
          }}
          onShare={() => {
            setSharing(true);
            void shareShoppingList(list.items).finally(() => setSharing(false));
          }}
        />
        <label className="flex items-center justify-end gap-2 text-sm font-medium text-ink/70">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={sinkChecked}
            onChange={(event) => setSinkChecked(event.target.checked)}
          />
          Move ticked items down
        </label>
        <div className="space-y-3" aria-label="Shopping list">
          {arranged.categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              stapleKeys={stapleKeys ?? new Set()}
              onToggle={toggle}
              animated={sinkChecked}
            />
          ))}
        </div>
        <RetailerLinks
          items={list.items}
          service={basketService}
          open={linksOpen}
          onToggle={setLinksOpen}
        />
      </div>
    );
  }

  return (
    <section ref={ref} data-no-swipe>
      <PageHeading title="Shop">Everything your selected recipes need, by aisle.</PageHeading>
      <div className="mb-4">
        <AddItemBox />
      </div>
      {body}
      {quickView && <RecipeQuickView recipe={quickView} onClose={closeQuickView} />}
    </section>
  );
}
