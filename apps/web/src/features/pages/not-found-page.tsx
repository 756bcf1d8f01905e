import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';

/** Any path SPEC §2 does not name. */
export function NotFoundPage() {
  return (
    <section className="py-10 text-center">
      <PageHeading title="Page not found">We couldn't find that page.</PageHeading>
      <Link
        to="/plan"
        className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Go to Plan
      </Link>
    </section>
  );
}
