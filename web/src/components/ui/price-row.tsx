import type { ReactNode } from 'react';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { cn } from '#web/lib/cn.ts';

/** The excise line's name, as NY requires it itemised on every price breakdown. */
export const EXCISE_LABEL = `Cannabis excise (${COMPLIANCE.exciseBasisPoints / 100}%)`;

interface PriceRowProps {
  testId: string;
  term: ReactNode;
  note?: string | null;
  children: ReactNode;
  /** The total: set apart and larger. */
  strong?: boolean;
}

/** One term and amount of a price breakdown `<dl>`, read by screen readers as a pair. */
export function PriceRow({ testId, term, note, children, strong }: PriceRowProps) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'flex items-baseline justify-between gap-4',
        strong && 'mt-1 border-t border-border pt-3.5 text-base',
      )}
    >
      <dt className={strong ? 'font-semibold' : 'text-muted'}>
        {term}
        {note && <span className="block text-xs text-muted/90">{note}</span>}
      </dt>
      <dd className={cn('shrink-0 tabular-nums', strong ? 'font-display text-2xl' : 'font-medium')}>
        {children}
      </dd>
    </div>
  );
}
