import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import type { AdminNavItem } from '../utils/admin-nav.ts';

function GoTo({ item }: { item: AdminNavItem & { keys: string } }) {
  const navigate = useNavigate();
  useShortcut({
    keys: item.keys,
    description: `Go to ${item.label}`,
    group: 'Navigation',
    run: () => void navigate(item.to),
  });
  return null;
}

/** The admin's own shortcuts: search, refresh, and `g x` to each page that has one. */
export function AdminShortcuts({
  pages,
  onSearch,
}: {
  pages: readonly AdminNavItem[];
  onSearch: () => void;
}) {
  const queryClient = useQueryClient();
  useShortcut({ keys: '/ | mod+k', description: 'Search', group: 'General', run: onSearch });
  useShortcut({
    keys: 'r',
    description: "Refresh the page's data",
    group: 'General',
    run: () => void queryClient.invalidateQueries({ refetchType: 'active' }),
  });
  return pages.map((item) => (item.keys ? <GoTo key={item.to} item={{ ...item, keys: item.keys }} /> : null));
}
