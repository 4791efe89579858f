import { formatUsd, type Cents } from '#domain/money.ts';

export function Price({ cents, className }: { cents: Cents; className?: string }) {
  return <span className={className ?? 'tabular-nums'}>{formatUsd(cents)}</span>;
}
