import { X } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

interface DismissButtonProps {
  /** What it puts away, said in full ("Dismiss the giveaway banner"): a bare × names nothing. */
  label: string;
  onClick: () => void;
  /** Colours and placement. */
  className?: string;
}

/** The round × that puts a strip, card or offer away: 36 px to tap, one size everywhere. */
export function DismissButton({ label, onClick, className }: DismissButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full',
        className,
      )}
    >
      <X className="h-4 w-4" aria-hidden />
    </button>
  );
}
