import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '#web/components/ui/button.tsx';
import { useSetPin } from '../api/set-pin.ts';
import { PinSetupFormSchema, type PinSetupForm as Values } from '../utils/pin-forms.ts';
import { FormAlert } from './form-alert.tsx';
import { PinField } from './pin-field.tsx';

export function PinSetupForm() {
  const setPin = useSetPin();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(PinSetupFormSchema),
    defaultValues: { pin: '', confirmPin: '' },
  });
  const submit = handleSubmit(async ({ pin }) => {
    await setPin.mutateAsync(pin).catch(() => undefined);
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {setPin.error && <FormAlert>{setPin.error.message}</FormAlert>}
      <PinField
        id="pin-new"
        label="New PIN (4 to 6 digits)"
        autoFocus
        error={formState.errors.pin?.message}
        registration={register('pin')}
      />
      <PinField
        id="pin-confirm"
        label="Confirm PIN"
        error={formState.errors.confirmPin?.message}
        registration={register('confirmPin')}
      />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={formState.isSubmitting}>
        Save PIN
      </Button>
    </form>
  );
}
