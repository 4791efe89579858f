import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Users } from 'lucide-react';
import { z } from 'zod';
import { EnterGiveawaySchema, GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useEnterGiveaway } from '../api/enter-giveaway.ts';
import { keptReferral } from '../utils/referral.ts';

// The domain's schema, with the residency box as the form holds it (unchecked at first).
const EntryFormSchema = EnterGiveawaySchema.pick({ birthDate: true, zip: true }).extend({
  nyResident: z.boolean().refine((v) => v, GIVEAWAY_MESSAGES.residency),
});
type Values = z.input<typeof EntryFormSchema>;
const FIELDS = ['birthDate', 'zip', 'nyResident'] as const;
const today = () => new Date().toISOString().slice(0, 10);

/** Birth date, home ZIP and residency: the eligibility the entrant states (21+, New York State). */
export function EntryForm({ slug }: { slug: string }) {
  const enter = useEnterGiveaway(slug);
  const [problem, setProblem] = useState<string | null>(null);
  const ref = keptReferral();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<
    Values,
    unknown,
    z.output<typeof EntryFormSchema>
  >({
    resolver: zodResolver(EntryFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { birthDate: '', zip: '', nyResident: false },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { referral } = await enter.mutateAsync({ ...values, nyResident: true, ...(ref ? { ref } : {}) });
      toast.success('You’re in! Good luck.');
      if (referral?.message) toast(referral.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const known = FIELDS.filter((f) => error.fields[f]);
      for (const f of known) setError(f, { message: error.fields[f] });
      if (known.length === 0) setProblem(error.message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-labelledby="enter-title">
      <h2 id="enter-title" className="font-display text-3xl">
        Enter the giveaway
      </h2>
      <p className="text-sm text-muted">Free to enter. It takes ten seconds.</p>
      {ref && (
        <p className="flex items-center gap-2 rounded-2xl bg-accent-soft/60 px-4 py-3 text-sm">
          <Users className="h-4 w-4 shrink-0 text-accent" aria-hidden />A friend invited you: your entry earns
          them bonus entries too.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="giveaway-birth-date"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          hint="You must be 21 or older"
          error={formState.errors.birthDate?.message}
          registration={field('birthDate')}
        />
        <TextField
          id="giveaway-zip"
          label="Home ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="11201"
          error={formState.errors.zip?.message}
          registration={field('zip')}
        />
      </div>
      <CheckboxField
        id="giveaway-ny-resident"
        label="I live in New York State"
        description="The giveaway is open to New York residents only."
        error={formState.errors.nyResident?.message}
        registration={field('nyResident')}
      />
      {problem && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-2xl bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {problem}
        </p>
      )}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full sm:w-auto"
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? 'Entering…' : 'Enter for free'}
      </Button>
    </form>
  );
}
