import { Controller, type UseFormReturn } from 'react-hook-form';
import type { GiveawayInput } from '#domain/giveaways/admin-schemas.ts';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { NumberInput } from '#web/components/ui/number-field.tsx';
import type { GiveawayFormValues } from '../utils/giveaway-values.ts';
import { NyDateTimeInput } from './ny-date-time-input.tsx';

export type GiveawayFormApi = UseFormReturn<GiveawayFormValues, unknown, GiveawayInput>;

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

type CountName =
  | 'entryEntries'
  | 'referralEntries'
  | 'orderEntries'
  | 'perPersonLimit'
  | 'winnersCount'
  | 'alternatesCount'
  | 'claimDays'
  | 'prizeValueCents';

/** A whole number (or dollars) bound to the form. */
export function CountField({
  form,
  name,
  label,
  hint,
  money,
}: {
  form: GiveawayFormApi;
  name: CountName;
  label: string;
  hint?: string;
  money?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          id={`giveaway-${name}`}
          label={label}
          money={money ?? false}
          {...(hint ? { hint } : {})}
          value={field.value}
          onChange={(v) => field.onChange(v ?? Number.NaN)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Title, address, prize, value and sponsor. */
export function DetailsFields({
  form,
  onTitle,
  onSlugTyped,
  slugLocked = false,
}: {
  form: GiveawayFormApi;
  onTitle: (title: string) => void;
  onSlugTyped: () => void;
  /** Entries have come in: share links point to the address, so it stays. */
  slugLocked?: boolean;
}) {
  const errors = form.formState.errors;
  return (
    <Section title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="giveaway-title"
          label="Title"
          error={errors.title?.message}
          registration={form.register('title', {
            onChange: (e: { target: { value: string } }) => onTitle(e.target.value),
          })}
        />
        <TextField
          id="giveaway-slug"
          label="Page address"
          autoComplete="off"
          inputClassName="font-mono"
          readOnly={slugLocked}
          hint={
            slugLocked
              ? 'Fixed: entries have come in, and share links point to it.'
              : 'The page is /giveaway/ followed by this; suggested from the title.'
          }
          error={errors.slug?.message}
          registration={form.register('slug', { onChange: onSlugTyped })}
        />
        <TextField
          id="giveaway-prize"
          label="Prize"
          error={errors.prize?.message}
          registration={form.register('prize')}
        />
        <CountField
          form={form}
          name="prizeValueCents"
          label="Retail value"
          money
          hint="Stated in the official rules."
        />
        <TextField
          id="giveaway-sponsor"
          label="Sponsor"
          error={errors.sponsor?.message}
          registration={form.register('sponsor')}
        />
      </div>
    </Section>
  );
}

/** Start and end, typed in New York time. */
export function DateFields({ form, startLocked }: { form: GiveawayFormApi; startLocked: boolean }) {
  return (
    <Section title="Dates (New York time)">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <NyDateTimeInput
                id={`giveaway-${name}`}
                label={name === 'startsAt' ? 'Starts' : 'Ends'}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                readOnly={name === 'startsAt' && startLocked}
                {...(name === 'startsAt' && startLocked
                  ? { hint: 'Fixed: entries have come in.' }
                  : name === 'endsAt'
                    ? { hint: 'Entries close at this time; the draw can follow.' }
                    : {})}
              />
            )}
          />
        ))}
      </div>
    </Section>
  );
}

/** The rules text added under the generated official rules. */
export function RulesField({ form }: { form: GiveawayFormApi }) {
  const error = form.formState.errors.rulesAdditions?.message;
  return (
    <FormField
      id="giveaway-rules"
      label="Rules additions"
      error={error}
      hint="Added under the official rules generated from these terms (sponsor, eligibility, dates, free entry, odds)."
    >
      {(control) => (
        <textarea
          {...control}
          rows={5}
          className={cn(CONTROL_CLASS, 'h-auto py-3')}
          {...form.register('rulesAdditions')}
        />
      )}
    </FormField>
  );
}
