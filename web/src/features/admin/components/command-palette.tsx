import { useState } from 'react';
import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES } from '#domain/admin/shell-messages.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  ADMIN_SEARCH_GROUPS,
  isSearchable,
  resultPath,
  SEARCH_GROUP_LABELS,
  useTypeaheadSearch,
} from '../api/search-admin.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import type { AdminNavItem } from '../utils/admin-nav.ts';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm data-[selected=true]:bg-surface-2 data-[selected=true]:text-foreground';
const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-[0.2em] [&_[cmdk-group-heading]]:text-muted';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: readonly AdminNavItem[];
}

/** Ctrl/Cmd+K or `/`: jump to a page, or search orders, customers, couriers and products. */
export function CommandPalette({ open, onOpenChange, pages }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 200);
  // Closed, it asks nothing (and nothing after a sign-out).
  const search = useTypeaheadSearch(open ? debounced : '');
  const navigate = useNavigate();
  const go = (to: string) => {
    onOpenChange(false);
    setQuery('');
    void navigate(to);
  };
  const q = query.trim().toLowerCase();
  const matchingPages = pages.filter((p) => !q || p.label.toLowerCase().includes(q));
  const groups = ADMIN_SEARCH_GROUPS.map((g) => ({ group: g, items: search.data?.[g] ?? [] })).filter(
    (g) => g.items.length > 0,
  );
  const searching = isSearchable(debounced) && search.isFetching;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
    >
      <DialogContent hideClose className="top-[15vh] max-w-xl translate-y-0 p-0">
        <DialogTitle className="sr-only">Search the admin</DialogTitle>
        <DialogDescription className="sr-only">
          Type to search, arrows to move, Enter to open.
        </DialogDescription>
        <Command shouldFilter={false} loop label="Search the admin">
          <div className="flex items-center gap-2 border-b border-border px-4">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Search orders, customers, couriers, products or pages…"
              className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted"
            />
            {searching && <Spinner label="Searching" />}
          </div>
          <Command.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
            {!searching && (
              <Command.Empty className="px-3 py-8 text-center text-sm text-muted">
                {ADMIN_MESSAGES.noResults}
              </Command.Empty>
            )}
            {matchingPages.length > 0 && (
              <Command.Group heading="Pages" className={GROUP_CLASS}>
                {matchingPages.map(({ to, label, icon: Icon }) => (
                  <Command.Item key={to} value={`page:${to}`} onSelect={() => go(to)} className={ITEM_CLASS}>
                    <Icon className="h-4 w-4 text-muted" />
                    {label}
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {groups.map(({ group, items }) => (
              <Command.Group key={group} heading={SEARCH_GROUP_LABELS[group]} className={GROUP_CLASS}>
                {items.map((item) => (
                  <Command.Item
                    key={item.id}
                    value={`${group}:${item.id}`}
                    onSelect={() => go(resultPath(group, item.id))}
                    className={ITEM_CLASS}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{item.title}</span>
                      {item.subtitle && (
                        <span className="block truncate text-xs text-muted">{item.subtitle}</span>
                      )}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
