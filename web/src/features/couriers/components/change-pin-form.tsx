import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useChangePin } from '../api/change-pin.ts';
import { PinChangeFormSchema, type PinChangeForm as Values } from '../utils/pin-forms.ts';
import { FormAlert } from './form-alert.tsx';
import { PinField } from './pin-field.tsx';

export function ChangePinForm() {
  const change = useChangePin();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(PinChangeFormSchema),
    defaultValues: { currentPin: '', pin: '', confirmPin: '' },
  });
  const submit = handleSubmit(async ({ currentPin, pin }) => {
    try {
      await change.mutateAsync({ currentPin, pin });
      reset();
      toast.success('PIN changed');
    } catch {
      /* the server's words show above the button */
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <PinField
        id="pin-current"
        label="Current PIN"
        error={formState.errors.currentPin?.message}
        registration={register('currentPin')}
      />
      <PinField
        id="pin-change-new"
        label="New PIN"
        error={formState.errors.pin?.message}
        registration={register('pin')}
      />
      <PinField
        id="pin-change-confirm"
        label="Confirm new PIN"
        error={formState.errors.confirmPin?.message}
        registration={register('confirmPin')}
      />
      {change.error && <FormAlert>{change.error.message}</FormAlert>}
      <Button type="submit" variant="outline" size="lg" className="w-full" disabled={formState.isSubmitting}>
        Change PIN
      </Button>
    </form>
  );
}
