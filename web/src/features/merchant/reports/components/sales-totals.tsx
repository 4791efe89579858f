import type { SalesTotals } from '#domain/merchant/reports.ts';
import { formatUsd } from '#domain/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { InfoTip } from './info-tip.tsx';

const percent = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

interface Card {
  key: keyof SalesTotals;
  label: string;
  hint: (bps: number) => string;
  tip: (bps: number) => string;
  money: boolean;
  minus?: boolean;
  strong?: boolean;
}

const CARDS: Card[] = [
  {
    key: 'orders',
    label: 'Orders delivered',
    hint: () => 'By the day they reached the customer',
    tip: () =>
      'Orders handed to the customer in the period (New York time). Cancelled and returned orders are not sales.',
    money: false,
  },
  {
    key: 'grossCents',
    label: 'Gross sales',
    hint: () => 'Your prices × units sold',
    tip: () =>
      'The sum of the order lines at the prices charged, before discounts, excise, delivery fees and tips.',
    money: true,
  },
  {
    key: 'discountCents',
    label: 'Discounts',
    hint: () => 'Coupons and promotions',
    tip: () =>
      'Coupon and promotion discounts on these orders. They lower your sales and the platform share alike.',
    money: true,
    minus: true,
  },
  {
    key: 'platformCents',
    label: 'Platform share',
    hint: (bps) => `${percent(bps)} of sales after discounts`,
    tip: (bps) =>
      `The marketplace's commission: ${percent(bps)} of gross minus discounts, rounded to the cent per order. Delivery fees and tips are never part of your sales: they pay the delivery and the courier.`,
    money: true,
    minus: true,
  },
  {
    key: 'exciseCents',
    label: 'Excise collected',
    hint: () => 'NY adult-use tax: yours to remit',
    tip: () =>
      "New York's 13% adult-use cannabis tax (9% state + 4% local) is collected at retail. Customers paid it with their order; it is passed to you in your payout, and you remit it to the NY Department of Taxation and Finance with your return.",
    money: true,
  },
  {
    key: 'payoutCents',
    label: 'Your payout',
    hint: () => 'Excise included: set it aside',
    tip: () =>
      'What you receive: gross − discounts − platform share + excise collected. Of this, the excise collected is owed to New York State; the rest is your net sales.',
    money: true,
    strong: true,
  },
];

/** The period's headline figures, each saying what it is and how the payout is made of them. */
export function SalesTotalsCards({
  totals,
  commissionBps,
}: {
  totals: SalesTotals | undefined;
  commissionBps: number;
}) {
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {CARDS.map((card) => {
        const value = totals?.[card.key];
        return (
          <li
            key={card.key}
            aria-busy={value === undefined}
            className={cn(
              'rounded-2xl border border-border bg-surface p-4',
              card.strong && 'border-accent/50 bg-accent-soft',
            )}
          >
            <div className="flex items-center gap-1">
              <p className="text-xs font-medium uppercase tracking-wide text-muted">{card.label}</p>
              <InfoTip label={card.label} text={card.tip(commissionBps)} />
            </div>
            {value === undefined ? (
              <Skeleton className="mt-3 h-7 w-24" />
            ) : (
              <p
                className="mt-2 truncate font-display text-xl tabular-nums 2xl:text-2xl"
                data-testid={`total-${card.key}`}
              >
                {card.money
                  ? `${card.minus && value > 0 ? '−' : ''}${formatUsd(value)}`
                  : value.toLocaleString('en-US')}
              </p>
            )}
            <p className="mt-1 text-xs text-muted">{card.hint(commissionBps)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The payout's sum in words, with the period's figures: what the shop receives and what it owes the state. */
export function PayoutExplainer({ totals }: { totals: SalesTotals }) {
  const net = totals.payoutCents - totals.exciseCents;
  return (
    <p className="rounded-2xl border border-border bg-surface-2 px-4 py-3 text-sm text-muted">
      <span className="font-medium text-foreground">How your payout adds up: </span>
      {formatUsd(totals.grossCents)} gross − {formatUsd(totals.discountCents)} discounts −{' '}
      {formatUsd(totals.platformCents)} platform share + {formatUsd(totals.exciseCents)} excise collected ={' '}
      <span className="font-medium text-foreground">{formatUsd(totals.payoutCents)}</span>. Set aside{' '}
      {formatUsd(totals.exciseCents)} to remit to New York State; your net sales are {formatUsd(net)}.
      Delivery fees and tips are not part of your sales.
    </p>
  );
}
