import { useEffect, useRef, useState } from 'react';

/**
 * A panel opened in place by a button that goes away while it is open (the password change, the delete step): on
 * closing, focus returns to the button.
 */
export function useInlinePanel() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    trigger.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return { open, trigger, show: () => setOpen(true), close };
}
