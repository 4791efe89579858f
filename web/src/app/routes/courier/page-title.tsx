import type { ReactNode } from 'react';

/** Each courier page's heading with a short line under it. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="pb-6">
      <title>{`${title} | NY Minute Courier`}</title>
      <h1 className="font-display text-3xl sm:text-4xl">{title}</h1>
      {children && <p className="mt-1.5 text-muted">{children}</p>}
    </div>
  );
}
