import { createContext, use } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';

export interface ExpandState {
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
  idPrefix: string;
  label: (row: unknown, expanded: boolean) => string;
}
export const ExpandContext = createContext<ExpandState | null>(null);

/** The open/close button of an expandable row; a stable component, so focus stays on it as it toggles. */
export function ExpandToggle({ rowId, row }: { rowId: string; row: unknown }) {
  const state = use(ExpandContext)!;
  const expanded = state.open.has(rowId);
  const Icon = expanded ? ChevronDown : ChevronRight;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={`${state.idPrefix}-${rowId}`}
      aria-label={state.label(row, expanded)}
      onClick={() => state.toggle(rowId)}
      className="cursor-pointer rounded-lg p-1.5 hover:bg-surface-2"
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}
