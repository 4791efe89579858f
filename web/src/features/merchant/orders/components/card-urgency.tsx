import { AlertTriangle, Clock, Hourglass, type LucideIcon } from 'lucide-react';
import type { CardUrgency, Urgency } from '#domain/merchant/order-urgency.ts';
import { cn } from '#web/lib/cn.ts';

const TONE: Record<Urgency, string> = {
  ok: 'text-muted',
  warning: 'font-semibold text-amber-800 dark:text-amber-200',
  late: 'font-semibold text-danger',
};

function Line({
  level,
  icon: Icon,
  text,
  testId,
}: {
  level: Urgency;
  icon: LucideIcon;
  text: string;
  testId: string;
}) {
  const Shown = level === 'ok' ? Icon : AlertTriangle;
  return (
    <p className={cn('flex items-start gap-1.5 text-xs leading-5', TONE[level])} data-testid={testId}>
      <Shown className="mt-[3px] h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="tabular-nums">{text}</span>
    </p>
  );
}

/** A card's live timer and due time, each in words and coloured by how pressing it is. */
export function CardUrgencyLines({ urgency }: { urgency: CardUrgency }) {
  return (
    <div className="mt-1.5 space-y-0.5">
      <Line level={urgency.timerLevel} icon={Hourglass} text={urgency.timer} testId="card-timer" />
      <Line level={urgency.dueLevel} icon={Clock} text={urgency.due} testId="card-due" />
    </div>
  );
}

/** The card's frame by urgency: amber, red, or the plain border. */
export const URGENCY_FRAME: Record<Urgency, string> = {
  ok: 'border-border',
  warning: 'border-amber-500 ring-1 ring-amber-500/60',
  late: 'border-danger ring-2 ring-danger/70 bg-danger/5',
};
