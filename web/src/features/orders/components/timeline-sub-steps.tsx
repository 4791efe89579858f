import { Check } from 'lucide-react';
import type { SubStep } from '../utils/timeline.ts';
import { formatEventTime } from '../utils/format-dates.ts';

/** The courier's moments within a step, e.g. 'Courier assigned' while the shop prepares the order. */
export function SubSteps({ steps }: { steps: SubStep[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {steps.map((sub) => (
        <li key={sub.title} className="flex items-center gap-2 text-sm">
          <Check className="h-3.5 w-3.5 shrink-0 text-accent" aria-hidden />
          <span>{sub.title}</span>
          <time dateTime={sub.at} className="tabular-nums text-muted">
            {formatEventTime(sub.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
