import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Long-form text styles for the content pages (about, terms, privacy, support). */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-prose text-base leading-relaxed text-foreground/85',
        '[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-foreground [&_h2:first-child]:mt-0',
        '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-foreground',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:marker:text-accent',
        '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-foreground',
        className,
      )}
    >
      {children}
    </div>
  );
}
