import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';
import { AccountAvatar } from './account-avatar.tsx';
import { preloadAuthDialog } from './lazy-auth-forms.ts';

/** The dropdown (and its positioning code) stays out of the entry bundle; guests never load it. */
const loadMenu = () => import('./signed-in-menu.tsx');
const SignedInMenu = lazy(() => loadMenu().then((m) => ({ default: m.SignedInMenu })));

/** Header account entry: 'Sign In' for guests (from sm; the mobile menu covers phones), a menu when signed in. */
export function AccountMenu() {
  const { user, isPending } = useSession();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void loadMenu();
  }, [signedIn]);

  if (isPending) return <span aria-hidden className="hidden h-11 w-11 sm:block" />;
  if (!user) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="px-3.5 max-sm:hidden"
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={() => authDialog.open('signin')}
      >
        Sign In
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <AccountAvatar
          name={user.fullName}
          email={user.email}
          aria-haspopup="menu"
          onClick={() => setOpenOnLoad(true)}
        />
      }
    >
      <SignedInMenu user={user} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
