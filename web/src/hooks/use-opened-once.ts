import { useState } from 'react';

/** True from the first time `open` is true on: a lazily loaded dialog then stays mounted and can animate closed. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
