import { PageHeading } from '../../components/ui/page-heading.tsx';

/** Plan tab (SPEC §2). The recipe grid, filters and selection arrive with the Plan issue. */
export function PlanScreen() {
  return (
    <section aria-labelledby="plan-title">
      <PageHeading title="Plan">Select and edit your favorite recipes.</PageHeading>
    </section>
  );
}
