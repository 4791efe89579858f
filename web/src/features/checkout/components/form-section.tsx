import type { ReactNode } from 'react';

interface FormSectionProps {
  id: string;
  step: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One numbered step of the checkout, named by its heading. */
export function FormSection({ id, step, title, description, children }: FormSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {step}
        </span>
        <h2 id={`${id}-title`} className="font-display text-xl sm:text-2xl">
          {title}
        </h2>
      </div>
      {description && <p className="mt-2 text-sm text-muted">{description}</p>}
      <div className="mt-5 space-y-4">{children}</div>
    </section>
  );
}
