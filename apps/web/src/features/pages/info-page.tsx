import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';

const PAGES: Record<string, { title: string; text: string }> = {
  '/share': {
    title: 'Share',
    text: 'Share a recipe from its card or detail sheet to get a short code and a link.',
  },
  '/share-demo': {
    title: 'Sharing, step by step',
    text: 'Open a recipe, tap Share, and send the link or code to a friend.',
  },
  '/handover/whisk': {
    title: 'Send to basket',
    text: 'Your shopping list goes to your online grocery basket from the Shop tab.',
  },
  '/admin': { title: 'Admin', text: 'Admin tools are disabled in this build.' },
  '/admin/factory': {
    title: "Chef's Pick editing",
    text: "Editing Chef's Pick recipes is disabled in this build.",
  },
  '/analytics': { title: 'Analytics', text: 'Community figures appear on the Build tab.' },
  '/debug-db': { title: 'Debug', text: 'Database debugging is disabled in this build.' },
  '/device-tools': {
    title: 'Device tools',
    text: 'Your device code identifies this browser when you have no account code.',
  },
  '/pwa-update-guide': {
    title: 'Updating the app',
    text: 'The installed app updates itself: close it and open it again to get the newest version.',
  },
};

/** The small pages SPEC §2 lists as "exist; contents not shown" (PRODUCT.md says what each holds). */
export function InfoPage({ path }: { path: string }) {
  const page = PAGES[path] ?? { title: 'Plateful', text: '' };
  return (
    <section>
      <PageHeading title={page.title}>{page.text}</PageHeading>
      <Link to="/plan" className="font-semibold text-brand-700 underline underline-offset-4">
        Back to Plan
      </Link>
    </section>
  );
}
