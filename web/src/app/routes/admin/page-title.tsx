import type { ReactNode } from 'react';

/** Each admin page's heading, its tab title and a short line under it. */
export function AdminPageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="pb-6">
      <title>{`${title} | NY Minute Admin`}</title>
      <h1 className="font-display text-3xl sm:text-4xl">{title}</h1>
      {children && <p className="mt-1.5 text-muted">{children}</p>}
    </div>
  );
}
