import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';

/** The step's footer: its message (a refusal), back, and save-and-continue (the draft is saved at every step). */
export function StepActions({
  busy,
  onBack,
  error = null,
  label = 'Save and continue',
}: {
  busy: boolean;
  onBack?: () => void;
  error?: string | null;
  label?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
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
    </>
  );
}

/** A step's save: clears the step's message, saves, and puts a refusal on its fields and in the message. */
export function useStepSave<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  save: (values: Out) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const fail = (error: unknown) => setFormError(applyServerErrors(error, form.setError));
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (error) {
      fail(error);
    }
  });
  return { submit, formError, fail };
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
