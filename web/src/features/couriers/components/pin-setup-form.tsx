import { Button } from '#web/components/ui/button.tsx';
import { useSchemaAction } from '#web/hooks/use-schema-action.ts';
import { useSetPin } from '../api/set-pin.ts';
import { PinSetupFormSchema } from '../utils/pin-forms.ts';
import { FormAlert } from './form-alert.tsx';
import { PinField } from './pin-field.tsx';

/** The first PIN, typed twice. React's form action, not a form library: the app's first screen. */
export function PinSetupForm() {
  const setPin = useSetPin();
  const [state, action, pending] = useSchemaAction(PinSetupFormSchema, ({ pin }) =>
    setPin.mutateAsync(pin).catch(() => undefined),
  );

  return (
    <form noValidate action={action} className="space-y-4">
      {setPin.error && <FormAlert>{setPin.error.message}</FormAlert>}
      <PinField id="pin-new" label="New PIN (4 to 6 digits)" autoFocus name="pin" error={state.errors.pin} />
      <PinField id="pin-confirm" label="Confirm PIN" name="confirmPin" error={state.errors.confirmPin} />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={pending}>
        Save PIN
      </Button>
    </form>
  );
}
