import { CircleAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** A failed load that is not a 404: the reason and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-border bg-surface px-6 py-14 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-danger/10 text-danger">
        <CircleAlert className="h-6 w-6" aria-hidden />
      </span>
      <p className="mt-5 font-display text-2xl">We could not load this order</p>
      <p className="mt-2 max-w-md text-muted">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
