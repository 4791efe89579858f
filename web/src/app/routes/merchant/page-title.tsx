import type { ReactNode } from 'react';

/** Each portal page's heading with a short line under it, and actions on the right. */
export function PageTitle({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 pb-6 print:hidden">
      <div>
        <title>{`${title} | NY Minute Partner`}</title>
        <h1 className="font-display text-3xl sm:text-4xl">{title}</h1>
        {children && <p className="mt-1.5 text-muted">{children}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
