import { useEffect, useState } from 'react';
import { BellRing, BellOff, Volume2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { useOrderRinger } from '../hooks/use-order-ringer.ts';
import { soundAllowed } from '#web/lib/tones.ts';
import { rememberChime, ringChime, type ChimeChoice } from '../utils/chime.ts';

const PANEL = 'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border p-3 text-sm';
const plural = (n: number) => (n === 1 ? '1 order waits' : `${n} orders wait`);

/** Re-renders once the page has been touched (the browser lets it play sound from then on). */
function useTouched() {
  const [touched, setTouched] = useState(soundAllowed);
  useEffect(() => {
    if (touched) return;
    const done = () => setTouched(true);
    window.addEventListener('pointerdown', done, { once: true });
    window.addEventListener('keydown', done, { once: true });
    return () => {
      window.removeEventListener('pointerdown', done);
      window.removeEventListener('keydown', done);
    };
  }, [touched]);
  return touched;
}

interface OrderSoundProps {
  choice: ChimeChoice;
  onChoose: (choice: 'on' | 'off') => void;
  ringer: ReturnType<typeof useOrderRinger>;
}

/**
 * The board's sound, in the flow: asked once ('Turn on order sound', remembered on this device); then, while it
 * rings for orders waiting to be accepted, a Mute; and a tap to allow it where the browser still blocks sound.
 */
export function OrderSound({ choice, onChoose, ringer }: OrderSoundProps) {
  const touched = useTouched();
  const choose = (on: boolean) => {
    rememberChime(on);
    if (on) ringChime();
    onChoose(on ? 'on' : 'off');
  };
  if (choice === null) {
    return (
      <section aria-label="Order sound" className={`${PANEL} border-accent/40 bg-accent/5`}>
        <Volume2 className="h-5 w-5 shrink-0 text-accent" aria-hidden />
        <p className="min-w-48 flex-1">This device can ring until each new order is accepted.</p>
        <Button size="sm" variant="accent" onClick={() => choose(true)}>
          Turn on order sound
        </Button>
        <Button size="sm" variant="ghost" onClick={() => choose(false)}>
          Not now
        </Button>
      </section>
    );
  }
  if (choice !== 'on' || ringer.waiting === 0) return null;
  if (!touched) {
    return (
      <section aria-label="Order sound" className={`${PANEL} border-amber-500/50 bg-amber-500/10`}>
        <BellOff className="h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <p className="min-w-48 flex-1">
          {plural(ringer.waiting)} to be accepted. Tap to let this browser ring.
        </p>
        <Button size="sm" variant="accent" onClick={ringChime}>
          Allow sound
        </Button>
      </section>
    );
  }
  return (
    <section aria-label="Order sound" className={`${PANEL} border-border bg-surface`}>
      <BellRing className="h-5 w-5 shrink-0 text-accent" aria-hidden />
      <p className="min-w-48 flex-1" role="status">
        {ringer.ringing
          ? `Ringing: ${plural(ringer.waiting)} to be accepted`
          : 'Muted until the next new order'}
      </p>
      {ringer.ringing && (
        <Button size="sm" variant="outline" onClick={ringer.mute}>
          Mute
        </Button>
      )}
    </section>
  );
}
