import { Share, SquarePlus } from 'lucide-react';

/** iOS Safari installs from its Share sheet: the two taps, with the icons the customer will see. */
export function IosInstallSteps() {
  return (
    <ol className="mt-3 space-y-2 text-sm">
      <li className="flex items-center gap-2">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-surface-2">
          <Share className="h-4 w-4" aria-hidden />
        </span>
        <span>
          Tap <strong>Share</strong> in Safari&apos;s toolbar
        </span>
      </li>
      <li className="flex items-center gap-2">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-surface-2">
          <SquarePlus className="h-4 w-4" aria-hidden />
        </span>
        <span>
          Choose <strong>Add to Home Screen</strong>
        </span>
      </li>
    </ol>
  );
}
