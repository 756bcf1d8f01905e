/** Small pieces the import screen's cards share: the card, its heading, a progress bar. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export const cardClass = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5';
export const primaryButton =
  'h-12 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:bg-ink/20';
export const secondaryButton =
  'h-11 rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-brand-600/40 hover:bg-brand-50 disabled:text-ink/50';

export function Card({
  title,
  icon: Icon,
  id,
  children,
}: {
  title: string;
  icon: LucideIcon;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-3 flex items-center gap-2 font-bold">
        <Icon aria-hidden className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

export const FORMAT_NAMES: Record<string, string> = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  mela: 'Mela',
  recipesage: 'RecipeSage',
  copymethat: 'Copy Me That',
  cooklang: 'Cooklang',
  'schema.org': 'Web page',
  plateful: 'Plateful',
};

export const count = (n: number) => n.toLocaleString('en-GB');
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${count(n)} ${n === 1 ? one : many}`;
