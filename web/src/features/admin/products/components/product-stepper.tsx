import { Check, CircleAlert } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { STEP_LABELS, STEPS, type WizardStep } from '../utils/product-form.ts';

interface ProductStepperProps {
  current: WizardStep;
  done: ReadonlySet<WizardStep>;
  problems: ReadonlySet<WizardStep>;
  /** Steps after basics open only once the draft exists. */
  canOpen: (step: WizardStep) => boolean;
  onOpen: (step: WizardStep) => void;
}

/** The form's progress: each step, saved or with a failing rule, the current one marked. */
export function ProductStepper({ current, done, problems, canOpen, onOpen }: ProductStepperProps) {
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label="Product form steps" className="space-y-2">
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
        <div
          className="h-full bg-accent transition-all"
          style={{ width: `${((index + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-5 gap-1 text-sm">
        {STEPS.map((step, i) => {
          const isCurrent = step === current;
          const Icon = problems.has(step) ? CircleAlert : done.has(step) ? Check : null;
          return (
            <li key={step}>
              <button
                type="button"
                disabled={!canOpen(step)}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onOpen(step)}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left disabled:cursor-not-allowed disabled:opacity-50',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 hover:bg-surface-2',
                  isCurrent && 'bg-surface-2 font-semibold',
                )}
              >
                <span
                  className={cn(
                    'grid h-6 w-6 shrink-0 place-items-center rounded-full border text-xs tabular-nums',
                    isCurrent ? 'border-accent bg-accent text-accent-foreground' : 'border-border',
                    problems.has(step) &&
                      !isCurrent &&
                      'border-amber-500/60 text-amber-700 dark:text-amber-300',
                  )}
                >
                  {Icon ? <Icon className="h-3.5 w-3.5" aria-hidden /> : i + 1}
                </span>
                <span className="truncate">{STEP_LABELS[step]}</span>
                {problems.has(step) && <span className="sr-only">(needs attention)</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
