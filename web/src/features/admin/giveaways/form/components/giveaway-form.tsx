import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import {
  GiveawayInputSchema,
  type AdminGiveaway,
  type GiveawayInput,
} from '#domain/giveaways/admin-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveGiveaway } from '../api/save-giveaway.ts';
import {
  giveawayValues,
  newGiveawayValues,
  suggestSlug,
  type GiveawayFormValues,
} from '../utils/giveaway-values.ts';
import { BannerPreview } from './banner-preview.tsx';
import { CountField, DateFields, DetailsFields, RulesField, Section } from './giveaway-fields.tsx';

interface GiveawayFormProps {
  /** The saved giveaway when editing; none when creating. */
  giveaway?: AdminGiveaway;
  /** Entries have come in: the start date is fixed. */
  startLocked?: boolean;
  onSaved: (giveaway: AdminGiveaway) => void;
  aside?: React.ReactNode;
}

/** Every term of a giveaway, validated with the domain schema the server uses; the server's refusals land on fields. */
export function GiveawayForm({ giveaway, startLocked = false, onSaved, aside }: GiveawayFormProps) {
  const [now] = useState(() => new Date());
  const form = useForm<GiveawayFormValues, unknown, GiveawayInput>({
    resolver: zodResolver(GiveawayInputSchema),
    defaultValues: giveaway ? giveawayValues(giveaway) : newGiveawayValues(now),
    mode: 'onBlur',
  });
  const { control, register, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;
  const save = useSaveGiveaway(giveaway?.id ?? null, onSaved);
  const drawn = Boolean(giveaway?.drawnAt);
  // The address follows the title until the admin types one of their own (a saved giveaway keeps its own).
  const slugTouched = useRef(Boolean(giveaway));
  const [bannerText, endsAt] = useWatch({ control, name: ['bannerText', 'endsAt'] });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            setError(field as Path<GiveawayFormValues>, { type: 'server', message });
          }
        }
        toast.error(couldNotText('save the giveaway', error));
      },
    }),
  );
  useShortcut({
    keys: 'mod+s',
    description: 'Save the giveaway',
    group: 'Giveaway',
    inFields: true,
    run: () => void submit(),
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={giveaway ? `Giveaway ${giveaway.title}` : 'New giveaway'}
    >
      <fieldset disabled={drawn} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <DetailsFields
            form={form}
            onTitle={(title) => {
              if (!slugTouched.current)
                setValue('slug', suggestSlug(title), { shouldValidate: formState.isSubmitted });
            }}
            onSlugTyped={() => (slugTouched.current = true)}
            slugLocked={startLocked}
          />
          <DateFields form={form} startLocked={startLocked} />
          <Section title="Entries">
            <div className="grid gap-4 sm:grid-cols-2">
              <CountField
                form={form}
                name="entryEntries"
                label="Entries for entering"
                hint="Free, no purchase."
              />
              <CountField
                form={form}
                name="referralEntries"
                label="Entries per friend"
                hint="Per friend who signs up through the share link and enters; 0 for none."
              />
              <CountField
                form={form}
                name="orderEntries"
                label="Entries per order"
                hint="Per delivered order, and per free alternative entry (same odds without purchase); 0 for none."
              />
              <CountField
                form={form}
                name="perPersonLimit"
                label="Limit per person"
                hint="The most entries one person can hold."
              />
            </div>
          </Section>
          <Section title="Winners">
            <div className="grid gap-4 sm:grid-cols-3">
              <CountField form={form} name="winnersCount" label="Winners" />
              <CountField
                form={form}
                name="alternatesCount"
                label="Alternates"
                hint="Drawn in order, in case a winner does not claim."
              />
              <CountField form={form} name="claimDays" label="Days to claim" />
            </div>
          </Section>
          <Section title="Official rules">
            <RulesField form={form} />
          </Section>
        </div>
        <div className="order-first space-y-5 lg:order-none">
          <Section title="Status">
            <CheckboxField
              id="giveaway-active"
              label="Active"
              description="Live on the storefront between its dates (the store's giveaway setting must be on too)."
              registration={register('active')}
            />
            {drawn ? (
              <p className="text-sm text-muted">Drawn: its terms can no longer change.</p>
            ) : (
              <Button type="submit" className="w-full" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : giveaway ? 'Save giveaway' : 'Create giveaway'}
              </Button>
            )}
          </Section>
          <Section title="Banner">
            <TextField
              id="giveaway-banner"
              label="Banner text"
              maxLength={40}
              hint={`${(bannerText ?? '').length}/40 characters, e.g. WIN $4,000 FLOWER.`}
              liveHint
              error={errors.bannerText?.message}
              registration={register('bannerText')}
            />
            <BannerPreview text={bannerText ?? ''} endsAt={endsAt} now={now} />
          </Section>
          {aside}
        </div>
      </fieldset>
    </form>
  );
}
