import { Button } from '#web/components/ui/button.tsx';

/** The step's footer: back, and save-and-continue (the draft is saved at every step). */
export function StepActions({
  busy,
  onBack,
  label = 'Save and continue',
}: {
  busy: boolean;
  onBack?: () => void;
  label?: string;
}) {
  return (
    <div className="flex justify-between gap-2 border-t border-border pt-4">
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : label}
      </Button>
    </div>
  );
}

/** Server refusals that name a field go next to it; the rest is the form's message. */
export function applyServerErrors(
  error: unknown,
  setError: (name: never, e: { message: string }) => void,
): string | null {
  const fields = (error as { fields?: Record<string, string> }).fields ?? {};
  for (const [name, message] of Object.entries(fields)) setError(name as never, { message });
  return (error as Error).message || 'Could not save';
}
