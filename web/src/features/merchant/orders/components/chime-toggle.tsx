import { Bell, BellOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { rememberChime, ringChime } from '../utils/chime.ts';

/** Sound for orders waiting to be accepted, remembered on this device; turning it on rings once to test it. */
export function ChimeToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const toggle = () => {
    rememberChime(!on);
    if (!on) ringChime();
    onChange(!on);
  };
  return (
    <Button variant="outline" size="sm" aria-pressed={on} onClick={toggle}>
      {on ? <Bell className="h-4 w-4" aria-hidden /> : <BellOff className="h-4 w-4" aria-hidden />}
      {on ? 'Sound on' : 'Sound off'}
    </Button>
  );
}
