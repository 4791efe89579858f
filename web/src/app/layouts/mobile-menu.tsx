import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { useOpenedOnce } from '#web/hooks/use-opened-once.ts';

/** Only the trigger is in the entry bundle; the dialog loads on first open, warmed up on hover or focus. */
const load = () => import('./mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(() => load().then((m) => ({ default: m.MobileMenuDialog })));
const preload = () => void load();

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        className="inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-surface-2 lg:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
