import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle, Search } from 'lucide-react';
import { TrackLookupSchema, type TrackLookup } from '#domain/checkout.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLookupOrder } from '../api/lookup-order.ts';

const FIELDS = [
  {
    name: 'reference',
    id: 'track-reference',
    label: 'Order number or tracking code',
    placeholder: 'NYM-AB12CD',
    autoComplete: 'off',
    hint: 'It is in your confirmation e-mail and text message.',
  },
  {
    name: 'contact',
    id: 'track-contact',
    label: 'E-mail or phone',
    placeholder: 'you@example.com',
    autoComplete: 'email',
    hint: 'The one you used at checkout.',
  },
] as const;

/** Finds an order by its number (or code) plus the e-mail or phone used, then opens its tracking page. */
export function TrackLookupForm({ initialReference = '' }: { initialReference?: string }) {
  const navigate = useNavigate();
  const lookup = useLookupOrder();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<TrackLookup>({
    resolver: zodResolver(TrackLookupSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { reference: initialReference, contact: '' },
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const code = await lookup.mutateAsync({ ...values, reference: values.reference.toUpperCase() });
      await navigate(`/track/${encodeURIComponent(code)}`);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, message] of fields) {
        if (name === 'reference' || name === 'contact') setError(name, { type: 'server', message });
      }
      if (fields.length === 0) {
        setProblem(error instanceof Error && error.message ? error.message : 'An error occurred');
      }
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5" aria-label="Find your order">
      {FIELDS.map(({ name, id, label, placeholder, autoComplete, hint }) => {
        const error = formState.errors[name]?.message;
        return (
          <FormField key={name} id={id} label={label} error={error} hint={hint}>
            {(control) => (
              <input
                className={CONTROL_CLASS}
                placeholder={placeholder}
                autoComplete={autoComplete}
                spellCheck={false}
                {...control}
                {...register(name, {
                  onChange: () => {
                    clearErrors(name);
                    setProblem(null);
                  },
                })}
              />
            )}
          </FormField>
        );
      })}
      <div role="alert" aria-atomic="true">
        {problem && (
          <p className="flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium">
            <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden />
            {problem}
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting}
      >
        {formState.isSubmitting ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <Search className="h-4 w-4" aria-hidden />
        )}
        Find my order
      </Button>
    </form>
  );
}
