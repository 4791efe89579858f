import { useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { useHydrated } from '#web/lib/hydrated.tsx';
import { toast } from '#web/lib/toast.ts';

export function OfflineBanner() {
  // A rendered page was drawn online; the banner shows once the page is the browser's (after hydration).
  const hydrated = useHydrated();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => {
      setOnline(true);
      toast.success('Back Online', { description: 'Connection restored' });
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  if (online || !hydrated) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[60] bg-danger px-4 py-2 text-center text-sm text-danger-foreground"
    >
      <WifiOff className="mr-2 inline h-4 w-4" aria-hidden />
      No internet connection. Changes will sync when you&apos;re back online.
    </div>
  );
}
