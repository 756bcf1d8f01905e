/**
 * Shop tab (SPEC §2, §4): the merged shopping list of the selected recipes, in four states
 * (empty, loading, error, loaded). The list is built in the browser by @plateful/core; checks are
 * kept locally and on the server; Share and Shop Now hand the unchecked items on.
 */
import { shoppingProgress, type Recipe, type ShoppingItem } from '@plateful/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useCurrentShoppingList, useSettings } from '../../lib/basket/current-list.ts';
import { useWhiskHandoff } from '../../lib/basket/use-whisk-handoff.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { clearSelection } from '../../lib/selection.ts';
import { clearChecks, mergeServerChecks, setChecked } from '../../lib/shopping-checks.ts';
import { CategoryCard } from './category-card.tsx';
import { RecipeQuickView } from './recipe-quick-view.tsx';
import { RetailerLinks } from './retailer-links.tsx';
import { SelectedRecipesCard } from './selected-recipes-card.tsx';
import { shareShoppingList } from './share-list.ts';
import { ShopActions } from './shop-actions.tsx';
import { ShopEmpty, ShopError, ShopLoading } from './shop-states.tsx';
import { useShopSwipe } from './use-shop-swipe.ts';

export function ShopScreen() {
  const { ids, query, recipes, list, stapleKeys } = useCurrentShoppingList();
  const { basketService } = useSettings();
  const { ref } = useShopSwipe();
  // Checks made on another device of the same account join the local ones.
  useQuery({
    queryKey: QUERY_KEYS.shoppingList,
    queryFn: ({ signal }) => mergeServerChecks(signal),
    enabled: ids.length > 0,
    retry: false,
  });
  const whisk = useWhiskHandoff();
  const [sharing, setSharing] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [quickView, setQuickView] = useState<Recipe | null>(null);
  const [linksOpen, setLinksOpen] = useState(basketService !== 'whisk');
  const closeQuickView = useCallback(() => setQuickView(null), []);

  const toggle = useCallback((item: ShoppingItem, checked: boolean) => {
    setChecked(item.key, checked).catch((error: unknown) => {
      console.error('[plateful] could not save a check', error);
      toast.error("Couldn't save that change", {
        description: `${item.ingredient} is back as it was. Please try again.`,
      });
    });
  }, []);

  let body: React.ReactNode;
  if (ids.length === 0) body = <ShopEmpty />;
  else if (query.isError) body = <ShopError onRetry={() => void query.refetch()} />;
  else if (!list || !recipes) body = <ShopLoading />;
  else if (recipes.length === 0) body = <ShopEmpty />;
  else {
    const progress = shoppingProgress(list.items);
    body = (
      <div className="space-y-4">
        <SelectedRecipesCard
          recipes={recipes}
          onOpen={setQuickView}
          onClearAll={() => {
            clearSelection();
            void clearChecks();
          }}
        />
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
            void clearChecks()
              .then(() => query.refetch())
              .finally(() => setRegenerating(false));
          }}
          onShare={() => {
            setSharing(true);
            void shareShoppingList(list.items).finally(() => setSharing(false));
          }}
        />
        <div className="space-y-3" aria-label="Shopping list">
          {list.categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              stapleKeys={stapleKeys ?? new Set()}
              onToggle={toggle}
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
      {body}
      {quickView && <RecipeQuickView recipe={quickView} onClose={closeQuickView} />}
    </section>
  );
}
