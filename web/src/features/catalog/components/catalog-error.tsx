import { Button } from '#web/components/ui/button.tsx';

export function CatalogError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-dashed border-border bg-surface p-10 text-center">
      <p className="font-display text-xl">The menu did not load</p>
      <p className="mt-2 text-sm text-muted">Check your connection and try again.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
