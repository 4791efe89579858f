import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';

export type SafetyTab = 'incidents' | 'refusals';
const TABS: readonly SafetyTab[] = ['incidents', 'refusals'];
const LABELS: Record<SafetyTab, string> = { incidents: 'Incidents', refusals: 'Refused hand-overs' };

/** The page's two lists; arrow keys move between the tabs. */
export function SafetyTabs({ tab, onTab }: { tab: SafetyTab; onTab: (tab: SafetyTab) => void }) {
  return (
    <SegmentedControl
      kind="tabs"
      label="Delivery safety"
      options={TABS}
      value={tab}
      onChange={onTab}
      tabId={(value) => `safety-tab-${value}`}
      panelId={(value) => `safety-panel-${value}`}
      className="flex gap-1 border-b border-border"
      itemClassName="-mb-px border-b-2 px-4 py-2.5 text-sm font-medium"
      selectedClassName="border-accent text-foreground"
      idleClassName="border-transparent text-muted hover:text-foreground"
      render={(value) => LABELS[value]}
    />
  );
}
