import { Button } from '#web/components/ui/button.tsx';

/** A part of a staff page that could not load: the server's message and a way to ask again. */
export function SectionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 p-6 text-center">
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
