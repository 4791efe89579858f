import { useState } from 'react';
import { ID_CHECK_MESSAGES } from '#domain/id-check/messages.ts';
import { OverrideSchema } from '#domain/id-check/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';

interface NameOverrideFormProps {
  id: string;
  recipient: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
}

/**
 * The name on the ID differs from the order's recipient: the courier may hand over only after confirming the holder
 * is the recipient, with a reason the audit log keeps (a married name, a nickname on the order). Age and expiry
 * cannot be overridden.
 */
export function NameOverrideForm({ id, recipient, busy, onConfirm }: NameOverrideFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const parsed = OverrideSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ID_CHECK_MESSAGES.overrideReason);
    setError(undefined);
    onConfirm(parsed.data.reason);
  };
  return (
    <div className="space-y-3 rounded-2xl border border-border p-3.5" data-testid="name-override">
      <FormField
        id={`${id}-override-reason`}
        label={`Why are you sure the ID holder is ${recipient}?`}
        hint="For example: married name on the ID, and the recipient showed the order e-mail. Kept in the audit log."
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      {/* Taller rather than clipped: the recipient's name makes the words wrap on a phone. */}
      <Button
        variant="outline"
        size="lg"
        className="h-auto min-h-12 w-full py-2 text-center"
        disabled={busy}
        onClick={confirm}
      >
        The holder is {recipient}: continue
      </Button>
    </div>
  );
}
