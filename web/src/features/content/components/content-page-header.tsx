import type { ReactNode } from 'react';

interface ContentPageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

export function ContentPageHeader({ eyebrow, title, children }: ContentPageHeaderProps) {
  return (
    <header className="border-b border-border bg-surface/60">
      <div className="container-page py-14 sm:py-20">
        <p className="text-xs font-semibold uppercase tracking-[0.24em] text-accent">{eyebrow}</p>
        <h1 className="mt-4 max-w-3xl font-display text-4xl leading-[1.05] tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>}
      </div>
    </header>
  );
}
