import { Button } from '#web/components/ui/button.tsx';

/** A staff app could not ask who the caller is (not a refusal): say so and offer to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main id="main-content">
      <div role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="font-display text-3xl">Something went wrong</h1>
        <p className="mt-3 text-muted">{message}</p>
        <Button variant="outline" className="mt-6" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  );
}
