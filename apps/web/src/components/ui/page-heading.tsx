import type { ReactNode } from 'react';

/** A screen's title and one-line description. */
export function PageHeading({
  title,
  children,
  id,
}: {
  title: string;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div className="mb-5">
      <h1 id={id} className="text-2xl font-extrabold tracking-tight">
        {title}
      </h1>
      {children && <p className="mt-1 text-ink/70">{children}</p>}
    </div>
  );
}
