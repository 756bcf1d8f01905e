/**
 * Shop tab (SPEC §2, §4): the merged shopping list of the selected recipes and the household's own
 * items, in four states (empty, loading, error, loaded). The list is built in the browser by
 * @plateful/core from the household's shared document (decision 0009): ticks, own items, Clear All
 * and Regenerate apply at once, offline too, and reach the other phones on the account code.
 * Clear All and Regenerate can be undone for a few seconds. Share and Shop Now hand the unchecked
 * items on: Shop Now to Whisk, or, for a supermarket (and whenever Whisk does not load), through
 * the guided "item by item" view. The pantry (issue 29) is subtracted: rows reduced by what the
 * household has, rows it covers wholly "In your cupboard", "I have it" on a row, and a tick that
 * buys more than the recipes need keeps the rest in the pantry.
 */
import {
  arrangeForShop,
  shoppingProgress,
  type HouseholdOp,
  type Recipe,
  type ShoppingItem,
} from '@plateful/core';
import { Package, Store } from 'lucide-react';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useStored } from '../../hooks/use-stored.ts';
import { useCurrentShoppingList, useSettings } from '../../lib/basket/current-list.ts';
import { retailerFor } from '../../lib/basket/retailers.ts';
import { keysToBuy, shopButtonFor } from '../../lib/basket/shop-plan.ts';
import { useWhiskHandoff } from '../../lib/basket/use-whisk-handoff.ts';
import { clearWithUndo } from '../../lib/clear-with-undo.ts';
import { dispatch, dispatchAll } from '../../lib/household/index.ts';
import { AddItemBox } from './add-item-box.tsx';
import { CategoryCard } from './category-card.tsx';
import { CupboardCard } from './cupboard-card.tsx';
import { GuidedShop, type GuidedShopState } from './guided-shop.tsx';
import { haveIt, tickKeepingRest } from './pantry-actions.ts';
import { PantryDialog } from './pantry-dialog.tsx';
import { RecipeQuickView } from './recipe-quick-view.tsx';
import { SelectedRecipesCard } from './selected-recipes-card.tsx';
import { shareShoppingList } from './share-list.ts';
import { ShopActions } from './shop-actions.tsx';
import { ShopEmpty, ShopError, ShopLoading } from './shop-states.tsx';
import { usePantryList } from './use-pantry-list.ts';
import { useShopSwipe } from './use-shop-swipe.ts';

/**
 * Applies a tick (and what it keeps in the pantry); with "Move ticked items down", the item glides
 * to its new place (a view transition), unless the user asked for reduced motion or the browser
 * has none. Resolves as `dispatchAll` does, once the change is kept on the device.
 */
function applyAnimated(ops: HouseholdOp[], animate: boolean): Promise<boolean> {
  const canAnimate =
    animate &&
    typeof document.startViewTransition === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!canAnimate) return dispatchAll(ops);
  return new Promise((resolve) => {
    document.startViewTransition(() => flushSync(() => void dispatchAll(ops).then(resolve)));
  });
}

export function ShopScreen() {
  const {
    ids,
    householdRead,
    query,
    recipes,
    ownItems,
    list: built,
    stapleKeys,
  } = useCurrentShoppingList();
  const pantryList = usePantryList(built);
  const list = pantryList?.list ?? null;
  const [pantryOpen, setPantryOpen] = useState(false);
  const { basketService, aisleOrder } = useSettings();
  const [sinkChecked, setSinkChecked] = useStored('moveTickedDown');
  const { ref } = useShopSwipe();
  const whisk = useWhiskHandoff();
  const [sharing, setSharing] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [quickView, setQuickView] = useState<Recipe | null>(null);
  const [guided, setGuided] = useState<GuidedShopState | null>(null);
  const closeQuickView = useCallback(() => setQuickView(null), []);
  const shopButton = shopButtonFor(basketService);

  const leftovers = pantryList?.leftovers ?? null;
  const pantry = pantryList?.pantry;
  const toggle = useCallback(
    (item: ShoppingItem, checked: boolean) =>
      tickKeepingRest(
        item,
        checked,
        leftovers?.leftovers.find((leftover) => leftover.key === item.key),
        pantry ?? [],
        (ops) => applyAnimated(ops, sinkChecked),
      ),
    [sinkChecked, leftovers, pantry],
  );
  const onHaveIt = useCallback((item: ShoppingItem) => void haveIt(item), []);

  const hasOwnItems = ownItems.length > 0;
  let body: React.ReactNode;
  if (!householdRead) body = <ShopLoading />;
  else if (ids.length === 0 && !hasOwnItems) body = <ShopEmpty />;
  else if (query.isError && ids.length > 0) {
    body = <ShopError onRetry={() => void query.refetch()} />;
  } else if (!list || !recipes) body = <ShopLoading />;
  else if (recipes.length === 0 && !hasOwnItems) body = <ShopEmpty />;
  else {
    const progress = shoppingProgress(list.items);
    const arranged = arrangeForShop(list, { aisleOrder, sinkChecked });
    const startGuided = (afterWhiskFailed: boolean) =>
      setGuided({
        retailer:
          shopButton.kind === 'supermarket' ? shopButton.retailer : retailerFor(basketService).id,
        toBuy: keysToBuy(list.items),
        afterWhiskFailed,
      });
    body = (
      // On a wide screen: the recipes and actions in a column of their own, the aisles beside them
      // in columns; on a phone, one after the other.
      <div className="space-y-4 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-6 lg:space-y-0">
        <div className="space-y-4 lg:sticky lg:top-20">
          {recipes.length > 0 && (
            <SelectedRecipesCard
              recipes={recipes}
              onOpen={setQuickView}
              onClearAll={() => void clearWithUndo('clearSelection', 'Selection cleared')}
            />
          )}
          <ShopActions
            button={shopButton}
            progress={progress}
            shopping={whisk.running}
            sharing={sharing}
            regenerating={regenerating}
            onShopNow={() => {
              if (shopButton.kind === 'supermarket') {
                startGuided(false);
                return;
              }
              void whisk.run(list.items).then((outcome) => {
                // Whisk did not load in its wait (or failed): the supermarket path, at once.
                if (outcome === 'failed') startGuided(true);
              });
            }}
            onRegenerate={() => {
              setRegenerating(true);
              void clearWithUndo('clearChecks', 'Ticks cleared');
              void query.refetch().finally(() => setRegenerating(false));
            }}
            onShare={() => {
              setSharing(true);
              void shareShoppingList(list.items).finally(() => setSharing(false));
            }}
          />
          {shopButton.kind === 'whisk' && !progress.allChecked && (
            <button
              type="button"
              onClick={() => startGuided(false)}
              className="flex w-full items-center justify-center gap-2 rounded-full bg-white px-4 py-2.5 font-semibold text-ink ring-1 ring-black/10 hover:bg-paper"
            >
              <Store aria-hidden className="size-5 text-brand-700" />
              Shop at a supermarket instead
            </button>
          )}
          <label className="flex items-center justify-end gap-2 text-sm font-medium text-ink/70">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={sinkChecked}
              onChange={(event) => setSinkChecked(event.target.checked)}
            />
            Move ticked items down
          </label>
        </div>
        <div
          className="gap-4 md:columns-2 lg:columns-2 2xl:columns-3 [&>*]:mb-3 [&>*]:break-inside-avoid"
          aria-label="Shopping list"
        >
          {arranged.categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              stapleKeys={stapleKeys ?? new Set()}
              onToggle={toggle}
              animated={sinkChecked}
              have={pantryList?.have}
              onHaveIt={onHaveIt}
            />
          ))}
          <CupboardCard items={pantryList?.covered ?? []} have={pantryList?.have ?? {}} />
        </div>
        {guided && (
          <GuidedShop
            // Aisle order without sinking: rows stay put while the walk ticks them.
            list={arrangeForShop(list, { aisleOrder })}
            state={guided}
            onRetailer={(retailer) => setGuided({ ...guided, retailer })}
            onAdded={(item, added) =>
              dispatch({ type: 'check', itemKey: item.key, checked: added })
            }
            onClose={() => setGuided(null)}
          />
        )}
      </div>
    );
  }

  return (
    <section ref={ref} data-no-swipe>
      <PageHeading title="Shop">Everything your selected recipes need, by aisle.</PageHeading>
      <div className="mb-4 space-y-2">
        <AddItemBox />
        <button
          type="button"
          onClick={() => setPantryOpen(true)}
          // Its tap target reaches 6 px above and below the 32 px pill: 44 px, in the gaps round it.
          className="relative flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 before:absolute before:inset-x-0 before:-inset-y-1.5 hover:bg-brand-50"
        >
          <Package aria-hidden className="size-4" />
          Pantry
          <span className="font-normal text-ink/70">
            {pantryCountText(pantryList?.pantry.length ?? 0)}
          </span>
        </button>
      </div>
      {body}
      {quickView && <RecipeQuickView recipe={quickView} onClose={closeQuickView} />}
      <PantryDialog open={pantryOpen} onClose={() => setPantryOpen(false)} leftovers={leftovers} />
    </section>
  );
}

function pantryCountText(count: number): string {
  if (count === 0) return '· what you have';
  return count === 1 ? '· 1 thing' : `· ${count} things`;
}
