import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button.tsx';

interface OrdersEmptyStateProps {
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
  /** h1 when the empty state is the whole page. */
  heading?: 'h1' | 'h2';
}

/** An honest empty state: nothing invented, one clear way forward. */
export function OrdersEmptyState({
  title,
  children,
  action,
  heading: Heading = 'h2',
}: OrdersEmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-border bg-surface px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Package className="h-7 w-7" aria-hidden />
      </span>
      <Heading className="mt-6 font-display text-2xl">{title}</Heading>
      <p className="mt-2 max-w-sm text-muted">{children}</p>
      <Link to={action.to} className={`${buttonClass('primary')} mt-8`}>
        {action.label}
      </Link>
    </div>
  );
}
