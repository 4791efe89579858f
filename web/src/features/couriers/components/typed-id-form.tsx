import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ScanLine } from 'lucide-react';
import { TYPED_FALLBACKS, type TypedFallback } from '#domain/id-check/messages.ts';
import { TypedIdSchema } from '#domain/id-check/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

const FieldsSchema = TypedIdSchema.pick({ birthDate: true, expiryDate: true, nameMatches: true });
type Fields = ReturnType<typeof FieldsSchema.parse>;
interface Values {
  birthDate: string;
  expiryDate: string;
  nameMatches: boolean;
}
const resolver = zodResolver(FieldsSchema) as unknown as Resolver<Values, unknown, Fields>;

interface TypedIdFormProps {
  id: string;
  recipient: string;
  fallback: TypedFallback;
  busy: boolean;
  onSubmit: (id: Fields & { method: 'typed'; fallback: TypedFallback }) => void;
  onScanAgain: () => void;
}

/**
 * The fallback when the barcode will not read: the courier types the two dates printed on the card and compares the
 * name by eye. The record says the ID was typed, and why.
 */
export function TypedIdForm({ id, recipient, fallback, busy, onSubmit, onScanAgain }: TypedIdFormProps) {
  const form = useForm<Values, unknown, Fields>({
    resolver,
    defaultValues: { birthDate: '', expiryDate: '', nameMatches: false },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit({ method: 'typed', fallback, ...values }));
  return (
    <div className="space-y-3" data-testid="typed-id-form">
      <p className="text-sm text-muted">{TYPED_FALLBACKS[fallback]}: type the dates printed on the ID.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-typed-birth-date`}
          label="Date of birth on the ID"
          type="date"
          min="1900-01-01"
          error={errors.birthDate?.message}
          registration={form.register('birthDate')}
        />
        <TextField
          id={`${id}-typed-expiry`}
          label="Expiry date on the ID"
          type="date"
          min="1900-01-01"
          error={errors.expiryDate?.message}
          registration={form.register('expiryDate')}
        />
      </div>
      <CheckboxField
        id={`${id}-typed-name`}
        label={`The name on the ID is ${recipient}`}
        description="Leave it unticked if the name differs: you can still confirm the holder with a reason."
        error={errors.nameMatches?.message}
        registration={form.register('nameMatches')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {/* A button, not a nested form: this step sits inside the hand-over form. */}
        <Button variant="accent" size="lg" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
          Check typed ID
        </Button>
        <Button variant="outline" size="lg" onClick={onScanAgain}>
          <ScanLine className="h-4 w-4" aria-hidden />
          Scan instead
        </Button>
      </div>
    </div>
  );
}
