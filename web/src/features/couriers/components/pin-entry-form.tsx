import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '#web/components/ui/button.tsx';
import { useVerifyPin } from '../api/verify-pin.ts';
import { PinEntryFormSchema, type PinEntryForm as Values } from '../utils/pin-forms.ts';
import { FormAlert } from './form-alert.tsx';
import { PinField } from './pin-field.tsx';

/** A wrong PIN shows the server's words (attempts left, or how long the lock lasts) and clears the field. */
export function PinEntryForm() {
  const verify = useVerifyPin();
  const { register, handleSubmit, formState, resetField, setFocus } = useForm<Values>({
    resolver: zodResolver(PinEntryFormSchema),
    defaultValues: { pin: '' },
  });
  const submit = handleSubmit(async ({ pin }) => {
    await verify.mutateAsync(pin).catch(() => {
      resetField('pin');
      setFocus('pin');
    });
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {verify.error && <FormAlert>{verify.error.message}</FormAlert>}
      <PinField
        id="pin-entry"
        label="PIN"
        autoFocus
        error={formState.errors.pin?.message}
        registration={register('pin')}
      />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={formState.isSubmitting}>
        Unlock
      </Button>
    </form>
  );
}
