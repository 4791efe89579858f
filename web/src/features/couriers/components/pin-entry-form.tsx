import { Button } from '#web/components/ui/button.tsx';
import { useSchemaAction } from '#web/hooks/use-schema-action.ts';
import { useVerifyPin } from '../api/verify-pin.ts';
import { PinEntryFormSchema } from '../utils/pin-forms.ts';
import { FormAlert } from './form-alert.tsx';
import { PinField } from './pin-field.tsx';

/**
 * A wrong PIN shows the server's words (attempts left, or how long the lock lasts); the form clears, and the field,
 * keyed on the attempt, takes focus again. React's form action, not a form library: the app's first screen.
 */
export function PinEntryForm() {
  const verify = useVerifyPin();
  const [state, action, pending] = useSchemaAction(PinEntryFormSchema, ({ pin }) =>
    verify.mutateAsync(pin).catch(() => undefined),
  );

  return (
    <form noValidate action={action} className="space-y-4">
      {verify.error && <FormAlert>{verify.error.message}</FormAlert>}
      <PinField
        key={state.attempt}
        id="pin-entry"
        label="PIN"
        autoFocus
        name="pin"
        error={state.errors.pin}
      />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={pending}>
        Unlock
      </Button>
    </form>
  );
}
