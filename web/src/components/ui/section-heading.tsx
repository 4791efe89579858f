import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold uppercase tracking-[0.24em] text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl leading-tight tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-3 text-base text-muted">{children}</div>}
    </div>
  );
}
