import { PRODUCT_NAME } from '@plateful/core';
import {
  CalendarDays,
  ChevronRight,
  FolderInput,
  KeyRound,
  Link2,
  PlusCircle,
  Settings,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shareApp } from './share-app.ts';

type Card = { title: string; text: string; icon: LucideIcon; to: string };

const CARDS: Card[] = [
  {
    title: 'Scrape Recipe',
    text: 'From a link or photos',
    icon: Link2,
    to: '/build/scan',
  },
  { title: 'Add Recipe', text: 'Type or paste your own', icon: PlusCircle, to: '/build/add' },
  {
    title: 'Import Recipes',
    text: 'From Paprika, Mealie, Tandoor & more',
    icon: FolderInput,
    to: '/build/import',
  },
  {
    title: 'Meal Scheduling',
    text: 'Plan the week, shop for it',
    icon: CalendarDays,
    to: '/build/calendar',
  },
  {
    title: 'Account Code',
    text: 'Sync across devices',
    icon: KeyRound,
    to: '/build/account',
  },
];

function CardBody({ icon: Icon, title, text }: Omit<Card, 'to'>): ReactNode {
  return (
    <>
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1 text-left">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-ink/70">{text}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink/30" />
    </>
  );
}

const cardClass =
  'flex w-full items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5 transition hover:ring-brand-500/40 active:scale-[0.99]';

/** The Build tab's cards (SPEC §2): the screens behind it, Share {product} and Settings. */
export function BuildCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {CARDS.map(({ to, ...card }) => (
        <li key={to}>
          <Link to={to} className={cardClass}>
            <CardBody {...card} />
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={cardClass} onClick={() => void shareApp()}>
          <CardBody title={`Share ${PRODUCT_NAME}`} text="Tell a friend" icon={Share2} />
        </button>
      </li>
      <li>
        <Link to="/build/settings" className={cardClass}>
          <CardBody title="Settings" text="Household, basket, your data" icon={Settings} />
        </Link>
      </li>
    </ul>
  );
}
