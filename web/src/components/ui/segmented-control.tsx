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
  panelId?: string | ((option: T) => string);
  /** The group's layout and look, in place of the default of its kind. */
  className?: string;
  /** Each option's size and type, in place of the default of its kind. */
  itemClassName?: string;
  /** The chosen option's look and the others', in place of the defaults of its kind. */
  selectedClassName?: string;
  idleClassName?: string;
}

const LOOK = {
  buttons: {
    group: 'inline-flex rounded-full border border-border bg-surface p-1',
    item: 'whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium',
    base: 'cursor-pointer transition',
    on: 'bg-primary text-primary-foreground',
  },
  tabs: {
    group: 'flex gap-1 rounded-xl bg-surface-2 p-1',
    item: 'h-8 rounded-lg px-3 text-sm',
    base: 'cursor-pointer transition',
    on: 'bg-surface font-medium shadow-sm',
  },
} as const;

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
  selectedClassName,
  idleClassName = 'text-muted hover:text-foreground',
}: SegmentedControlProps<T>) {
  const tabs = kind === 'tabs';
  const look = LOOK[kind];
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
      className={className ?? look.group}
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
            aria-controls={tabs ? (typeof panelId === 'function' ? panelId(option) : panelId) : undefined}
            aria-pressed={tabs ? undefined : on}
            tabIndex={tabs && value !== null && !on ? -1 : undefined}
            onClick={() => onChange(option)}
            className={cn(
              look.base,
              itemClassName ?? look.item,
              on ? (selectedClassName ?? look.on) : idleClassName,
            )}
          >
            {render(option)}
          </button>
        );
      })}
    </div>
  );
}
