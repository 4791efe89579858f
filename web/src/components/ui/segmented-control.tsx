import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface SegmentedControlProps<T extends string> {
  /** The group's accessible name ("Period", "Status"). */
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
  /** What each option shows. */
  render: (option: T) => ReactNode;
  /**
   * `buttons`: a group of `aria-pressed` buttons that set a value (a period). `tabs`: a tablist whose tabs switch
   * what the page shows (a status), with the arrow keys moving between them.
   */
  kind?: 'buttons' | 'tabs';
  /** tabs: each tab's id and the panel it controls, when the page has a `tabpanel`. */
  tabId?: (option: T) => string;
  panelId?: string;
  className?: string;
  itemClassName?: string;
}

const PILL = 'inline-flex rounded-full border border-border bg-surface p-1';
const PILL_ITEM = 'cursor-pointer whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition';
const TABS = 'flex gap-1 rounded-xl bg-surface-2 p-1';
const TAB_ITEM = 'h-8 cursor-pointer rounded-lg px-3 text-sm transition';

/** One choice out of a few, side by side: the period pickers and the status tabs of the staff apps. */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  render,
  kind = 'buttons',
  tabId,
  panelId,
  className,
  itemClassName,
}: SegmentedControlProps<T>) {
  const tabs = kind === 'tabs';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const at = value ? options.indexOf(value) : 0;
    const next = options[(at + step + options.length) % options.length]!;
    onChange(next);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons[options.indexOf(next)]?.focus();
  };
  return (
    <div
      role={tabs ? 'tablist' : 'group'}
      aria-label={label}
      onKeyDown={tabs ? onKeyDown : undefined}
      className={cn(tabs ? TABS : PILL, className)}
    >
      {options.map((option) => {
        const on = option === value;
        return (
          <button
            key={option}
            type="button"
            role={tabs ? 'tab' : undefined}
            id={tabId?.(option)}
            aria-selected={tabs ? on : undefined}
            aria-controls={tabs ? panelId : undefined}
            aria-pressed={tabs ? undefined : on}
            tabIndex={tabs && value !== null && !on ? -1 : undefined}
            onClick={() => onChange(option)}
            className={cn(
              tabs ? TAB_ITEM : PILL_ITEM,
              tabs
                ? on
                  ? 'bg-surface font-medium shadow-sm'
                  : 'text-muted hover:text-foreground'
                : on
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted hover:text-foreground',
              itemClassName,
            )}
          >
            {render(option)}
          </button>
        );
      })}
    </div>
  );
}
