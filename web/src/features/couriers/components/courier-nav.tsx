import { History, LayoutDashboard, UserRound, Wallet } from 'lucide-react';
import { RoleAppNav } from '#web/components/layout/role-app-nav.tsx';

const LINKS = [
  { to: '/courier/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/courier/earnings', label: 'Earnings', icon: Wallet },
  { to: '/courier/history', label: 'History', icon: History },
  { to: '/courier/profile', label: 'Profile', icon: UserRound },
] as const;

/** The courier app's four pages: a bottom bar on phones and tablets, the header's links from 1024 px. */
export function CourierNav({ variant }: { variant: 'bar' | 'header' }) {
  return <RoleAppNav label="Courier" links={LINKS} variant={variant} wideFrom="lg" />;
}
