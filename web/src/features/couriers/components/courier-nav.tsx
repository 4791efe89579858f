import { paths } from '#web/config/paths.ts';
import { History, LayoutDashboard, UserRound, Wallet } from 'lucide-react';
import { RoleAppNav } from '#web/components/layout/role-app-nav.tsx';

const LINKS = [
  { to: paths.courier.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.courier.earnings.getHref(), label: 'Earnings', icon: Wallet },
  { to: paths.courier.history.getHref(), label: 'History', icon: History },
  { to: paths.courier.profile.getHref(), label: 'Profile', icon: UserRound },
] as const;

/** The courier app's four pages: a bottom bar on phones and tablets, the header's links from 1024 px. */
export function CourierNav({ variant }: { variant: 'bar' | 'header' }) {
  return <RoleAppNav label="Courier" links={LINKS} variant={variant} wideFrom="lg" />;
}
