import type { ReactNode } from 'react';

export function TesterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `tester-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={id} className="font-display text-xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
