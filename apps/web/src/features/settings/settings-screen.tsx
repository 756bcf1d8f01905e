import { PRODUCT_NAME } from '@plateful/core';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AisleOrder } from './aisle-order-section.tsx';
import { DataSection } from './data-section.tsx';
import { InstallSection } from './install-section.tsx';
import {
  BasketServiceChoice,
  HiddenRecipes,
  HouseholdSize,
  PantryStaples,
} from './settings-sections.tsx';

/** The app's version (apps/web/package.json). TODO(issue 8): take it from Vite `define`. */
/** The app's version, from apps/web/package.json at build time. */
export const APP_VERSION = __APP_VERSION__;

/** Settings (PRODUCT.md): each part is its own card. */
export function SettingsScreen() {
  return (
    <section>
      <PageHeading title="Settings">
        Hidden recipes, household size, your basket service and your data.
      </PageHeading>
      {/* One column no wider than the screen: a card's widest content (the pantry staple box) would
          otherwise widen the column, and the page, on a 360 px phone (issue 27). */}
      <div className="grid grid-cols-1 gap-4">
        <HouseholdSize />
        <BasketServiceChoice />
        <PantryStaples />
        <AisleOrder />
        <HiddenRecipes />
        <DataSection />
        <InstallSection />
        <p className="text-center text-sm text-ink/70">
          {PRODUCT_NAME} version {APP_VERSION}
        </p>
      </div>
    </section>
  );
}
