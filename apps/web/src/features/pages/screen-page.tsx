import { useParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';

const SCREENS = {
  add: { title: 'Add recipe', text: 'Type or paste a recipe, then save it to My Recipes.' },
  scan: {
    title: 'Scrape recipe',
    text: 'Turn a link or photos into a recipe you can tweak and save.',
  },
  calendar: { title: 'Meal scheduling', text: 'Plan the week, then shop for it in one go.' },
  settings: {
    title: 'Settings',
    text: 'Hidden recipes, household size, your basket service and your data.',
  },
  account: { title: 'Account code', text: 'Save recipes and sync across devices.' },
  recipe: { title: 'Recipe', text: '' },
  edit: { title: 'Edit recipe', text: '' },
  'public-recipe': { title: 'Shared recipe', text: '' },
} as const;

/**
 * A routed screen of SPEC §2 whose contents later issues build (add, scan, calendar, settings,
 * account, recipe detail and edit, the public recipe page). It shows where the user is.
 */
export function ScreenPage({ screen }: { screen: keyof typeof SCREENS }) {
  const params = useParams();
  const { title, text } = SCREENS[screen];
  const subject = params.code?.toUpperCase() ?? params.id;
  return (
    <section>
      <PageHeading title={title}>{text || undefined}</PageHeading>
      {subject && <p className="text-sm text-ink/70">{subject}</p>}
    </section>
  );
}
