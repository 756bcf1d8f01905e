import { PageHeading } from '../../components/ui/page-heading.tsx';
import { BuildCards } from './build-cards.tsx';
import { CommunityCounters } from './community-counters.tsx';
import { FindBox } from './find-box.tsx';

/** Build tab (SPEC §2): community counters, the Find box and the cards. */
export function BuildScreen() {
  return (
    <section>
      <PageHeading title="Build">
        Scan recipes from photos or links, then tweak and save.
      </PageHeading>
      <CommunityCounters />
      <FindBox />
      <BuildCards />
    </section>
  );
}
