import { Link } from 'react-router';
import { LogOut, Package } from 'lucide-react';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';
import { useSignOut } from '../api/sign-out.ts';

/** Mobile menu footer: signed in → My Orders and Sign Out; guest → Sign In and Sign Up. */
export function MobileAccountActions({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) {
    const open = (mode: 'signin' | 'signup') => {
      onNavigate();
      authDialog.open(mode);
    };
    return (
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={() => open('signin')}>
          Sign In
        </Button>
        <Button onClick={() => open('signup')}>Sign Up</Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="truncate text-sm text-muted">
        Signed in as <span className="font-medium text-foreground">{user.email}</span>
      </p>
      <div className="grid gap-2.5">
        <Link to="/my-orders" onClick={onNavigate} className={buttonClass('outline')}>
          <Package className="h-4 w-4" aria-hidden />
          My Orders
        </Link>
        <Button
          variant="ghost"
          className="border border-transparent"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
        >
          <LogOut className="h-4 w-4" aria-hidden />
          Sign Out
        </Button>
      </div>
    </div>
  );
}
