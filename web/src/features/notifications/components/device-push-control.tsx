import { BellOff, BellRing, LoaderCircle } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { DevicePush } from '../hooks/use-device-push.ts';

const TEXT = {
  off: 'Get order alerts on this device, even when the store is not open in a tab.',
  on: 'Alerts are on for this device.',
  blocked:
    'Your browser blocks alerts from this site. To allow them, open the site settings (the icon next to the address bar), set Notifications to Allow, then reload this page.',
  unsupported: 'This browser cannot show alerts from the store.',
  'ios-home-screen':
    'On iPhone and iPad, alerts work once the store is on your Home Screen: tap Share, then Add to Home Screen, and turn them on from there.',
} as const;

/** Push on this very device: its state in plain words, and the one button that changes it. */
export function DevicePushControl({ device }: { device: DevicePush }) {
  const { status, pending, message } = device;
  if (status === 'checking') return null;
  const spinner = pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />;
  return (
    <div className="mt-4 rounded-2xl border border-border bg-surface-2/50 p-4" aria-live="polite">
      <h4 className="font-medium">This device</h4>
      <p className="mt-1 text-sm text-muted">{TEXT[status]}</p>
      {status === 'off' && (
        <Button className="mt-3" size="sm" onClick={device.turnOn} disabled={pending} aria-busy={pending}>
          {spinner || <BellRing className="h-4 w-4" aria-hidden />}
          Turn on alerts on this device
        </Button>
      )}
      {status === 'on' && (
        <Button
          className="mt-3"
          size="sm"
          variant="outline"
          onClick={device.turnOff}
          disabled={pending}
          aria-busy={pending}
        >
          {spinner || <BellOff className="h-4 w-4" aria-hidden />}
          Turn off on this device
        </Button>
      )}
      {message && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
