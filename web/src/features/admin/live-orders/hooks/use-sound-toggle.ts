import { useCallback, useState } from 'react';
import { setSoundEnabled, soundEnabled } from '../utils/sound.ts';

/** The new-order sound setting, remembered in this browser; off by default. */
export function useSoundToggle() {
  const [on, setOn] = useState(soundEnabled);
  const toggle = useCallback(() => {
    setOn((was) => {
      setSoundEnabled(!was);
      return !was;
    });
  }, []);
  return { on, toggle };
}
