import { PageHeading } from '../../components/ui/page-heading.tsx';

/** Build tab (SPEC §2). Counters, the Find box and the cards arrive with the Build issue. */
export function BuildScreen() {
  return (
    <section>
      <PageHeading title="Build">
        Scan recipes from photos or links, then tweak and save.
      </PageHeading>
    </section>
  );
}
