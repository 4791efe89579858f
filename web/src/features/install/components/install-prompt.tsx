import { DismissButton } from '#web/components/ui/dismiss-button.tsx';
import { useId, type KeyboardEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useInstallPrompt } from '../hooks/use-install-prompt.ts';
import { IosInstallSteps } from './ios-install-steps.tsx';

/**
 * The offer to install the store as an app: a card in the page under the header (it takes its own room and floats
 * over nothing), a labelled region that takes no focus and traps none. Escape or 'Not now' puts it away for 7 days.
 */
export function InstallPrompt({
  pathname,
  isAgeVerified,
}: {
  pathname: string;
  isAgeVerified: () => boolean;
}) {
  const { visible, mode, install, dismiss } = useInstallPrompt(pathname, isAgeVerified);
  const titleId = useId();
  if (!visible) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };
  return (
    <aside
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="install-prompt"
      className="container-page pt-3"
    >
      <div className="relative mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-4 pr-12 text-foreground shadow-sm">
        <DismissButton
          label="Close"
          onClick={dismiss}
          className="absolute right-2 top-2 text-muted hover:bg-surface-2 hover:text-foreground"
        />
        <div className="flex items-start gap-3">
          <img src="/icons/icon-192.png" alt="" width={48} height={48} className="h-12 w-12 rounded-xl" />
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-base font-semibold leading-tight md:text-lg">
              Get the NY Minute app
            </h2>
            <p className="mt-1 text-sm text-muted">
              One tap from your home screen: browse, reorder and track deliveries, even on a weak signal.
            </p>
          </div>
        </div>
        {mode === 'ios' ? <IosInstallSteps /> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={dismiss}>
            Not now
          </Button>
          {mode === 'prompt' ? (
            <Button size="sm" onClick={() => void install()}>
              Install
            </Button>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
