import { cn } from '#web/lib/cn.ts';

export type SafetyTab = 'incidents' | 'refusals';
const TABS: readonly [SafetyTab, string][] = [
  ['incidents', 'Incidents'],
  ['refusals', 'Refused hand-overs'],
];

/** The page's two lists; arrow keys move between the tabs. */
export function SafetyTabs({ tab, onTab }: { tab: SafetyTab; onTab: (tab: SafetyTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label="Delivery safety"
      className="flex gap-1 border-b border-border"
      onKeyDown={(e) => {
        if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
        const next = TABS[(TABS.findIndex(([t]) => t === tab) + 1) % TABS.length]![0];
        onTab(next);
        document.getElementById(`safety-tab-${next}`)?.focus();
      }}
    >
      {TABS.map(([value, label]) => (
        <button
          key={value}
          id={`safety-tab-${value}`}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls={`safety-panel-${value}`}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onTab(value)}
          className={cn(
            '-mb-px cursor-pointer border-b-2 px-4 py-2.5 text-sm font-medium transition',
            tab === value
              ? 'border-accent text-foreground'
              : 'border-transparent text-muted hover:text-foreground',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
