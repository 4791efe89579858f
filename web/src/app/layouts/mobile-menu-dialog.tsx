import type { RefObject } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { MobileAccountActions } from '#web/features/auth/components/mobile-account-actions.tsx';
import { useNavLinks } from './use-nav-links.ts';
import { NavLinkItem } from './nav-link-item.tsx';

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger lives outside this chunk, so focus goes back to it by hand. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuDialog({ open, onOpenChange, triggerRef }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  const links = useNavLinks();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <D.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-sm flex-col gap-8 bg-surface p-6 shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <D.Title className="font-display text-xl">Menu</D.Title>
            <D.Close className="rounded-full p-2 hover:bg-surface-2" aria-label="Close menu">
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-col">
            {links.map((link) => (
              <NavLinkItem
                key={link.to}
                link={link}
                onNavigate={close}
                className="border-b border-border py-3.5 text-sm font-medium tracking-wide"
              />
            ))}
          </nav>
          <div className="mt-auto">
            <MobileAccountActions onNavigate={close} />
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
