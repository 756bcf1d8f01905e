import { PRODUCT_NAME } from '@plateful/core';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { DataSection } from './data-section.tsx';
import { InstallSection } from './install-section.tsx';
import {
  BasketServiceChoice,
  HiddenRecipes,
  HouseholdSize,
  PantryStaples,
} from './settings-sections.tsx';

/** The app's version (apps/web/package.json). TODO(issue 8): take it from Vite `define`. */
export const APP_VERSION = '0.1.0';

/** Settings (PRODUCT.md): each part is its own card. */
export function SettingsScreen() {
  return (
    <section>
      <PageHeading title="Settings">
        Hidden recipes, household size, your basket service and your data.
      </PageHeading>
      <div className="grid gap-4">
        <HouseholdSize />
        <BasketServiceChoice />
        <PantryStaples />
        <HiddenRecipes />
        <DataSection />
        <InstallSection />
        <p className="text-center text-sm text-ink/50">
          {PRODUCT_NAME} version {APP_VERSION}
        </p>
      </div>
    </section>
  );
}
