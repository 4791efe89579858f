import { Controller, get, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SIGNATURE_RETENTION_DAYS, type StoreSettings } from '#domain/admin/settings.ts';
import { BOROUGHS } from '#domain/compliance/delivery-area.ts';
import { hourLabel, WEEKDAYS } from '#domain/compliance/store-hours.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { formatUsd } from '#domain/money.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { SettingsValues } from '../utils/settings-changes.ts';
import { MoneyInput, SettingsSection, ZipList } from './settings-controls.tsx';

export interface SectionProps {
  control: Control<SettingsValues, unknown, StoreSettings>;
  register: UseFormRegister<SettingsValues>;
  errors: FieldErrors<SettingsValues>;
}

/** The message at a field path (a server 400's `error.fields` key, or the schema's issue path). */
export const errorAt = (errors: FieldErrors<SettingsValues>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message ??
  (get(errors, `${path}.root`) as { message?: string } | undefined)?.message;

const DAY_NAMES = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};
const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), hourLabel(from + i)] as const);
const OPEN_HOURS = hours(8, 23);
const CLOSE_HOURS = hours(9, 24);
const asNumber = { setValueAs: (v: string) => Number(v) };

export function StoreHoursSection({ register, errors }: SectionProps) {
  return (
    <SettingsSection
      id="hours"
      title="Store hours"
      description="Delivery windows are offered between these hours, New York time. 9 NYCRR 125: never between midnight and 8 AM."
    >
      <div className="space-y-2">
        <div aria-hidden className="grid grid-cols-[6rem_1fr_1fr] gap-3 text-xs font-medium text-muted">
          <span>Day</span>
          <span>Opens</span>
          <span>Closes</span>
        </div>
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid grid-cols-[6rem_1fr_1fr] items-start gap-3">
            <span className="pt-3 text-sm font-medium">{DAY_NAMES[day]}</span>
            <SelectField
              id={`hours-${day}-opens`}
              label={<span className="sr-only">{`${DAY_NAMES[day]} opens`}</span>}
              options={OPEN_HOURS}
              error={errorAt(errors, `storeHours.${day}.opensHour`)}
              registration={register(`storeHours.${day}.opensHour`, asNumber)}
            />
            <SelectField
              id={`hours-${day}-closes`}
              label={<span className="sr-only">{`${DAY_NAMES[day]} closes`}</span>}
              options={CLOSE_HOURS}
              error={errorAt(errors, `storeHours.${day}.closesHour`) ?? errorAt(errors, `storeHours.${day}`)}
              registration={register(`storeHours.${day}.closesHour`, asNumber)}
            />
          </div>
        ))}
      </div>
    </SettingsSection>
  );
}

export function PricingSection({ control, register, errors }: SectionProps) {
  return (
    <SettingsSection
      id="pricing"
      title="Delivery and discounts"
      description="A checkout quote uses these the moment they are saved."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {BOROUGHS.map((b) => (
          <Controller
            key={b}
            control={control}
            name={`deliveryFees.${b}`}
            render={({ field }) => (
              <MoneyInput
                id={`fee-${b}`}
                label={`${b} delivery fee`}
                cents={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorAt(errors, `deliveryFees.${b}`)}
              />
            )}
          />
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="freeDeliveryThresholdCents"
          render={({ field }) => (
            <MoneyInput
              id="free-delivery"
              label="Free delivery from"
              cents={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint="Orders at or over this subtotal pay no delivery fee."
              error={errorAt(errors, 'freeDeliveryThresholdCents')}
            />
          )}
        />
        <TextField
          id="first-order"
          label="First-order discount (%)"
          type="number"
          min={0}
          max={50}
          hint="Taken off a customer's first order; 0 turns it off."
          error={errorAt(errors, 'firstOrderPercent')}
          registration={register('firstOrderPercent', { valueAsNumber: true })}
        />
      </div>
    </SettingsSection>
  );
}

export function ZipsSection({ control, errors }: SectionProps) {
  return (
    <SettingsSection
      id="zips"
      title="Delivery ZIP codes"
      description="Only ZIP codes in Manhattan, Brooklyn and Queens can be served."
    >
      <Controller
        control={control}
        name="deliveryZips"
        render={({ field }) => (
          <ZipList
            zips={field.value}
            onChange={field.onChange}
            errors={(i) => errorAt(errors, `deliveryZips.${i}`)}
            listError={(errors.deliveryZips as { message?: string } | undefined)?.message}
          />
        )}
      />
    </SettingsSection>
  );
}

export function SwitchesSection({ register, errors }: SectionProps) {
  return (
    <SettingsSection id="switches" title="Map and features">
      <div className="space-y-4">
        <TextField
          id="map-tiles"
          label="Map tile address"
          placeholder="https://tile.example.com/{z}/{x}/{y}.png"
          hint="An https address with {z}, {x} and {y}; empty uses the built-in map."
          error={errorAt(errors, 'mapTileUrl')}
          registration={register('mapTileUrl')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField
            id="feature-giveaway"
            label="Giveaway"
            description="Show the giveaway entry on the storefront."
            registration={register('features.giveaway')}
          />
          <CheckboxField
            id="feature-chat"
            label="Support chat"
            description="Let customers open a chat with support."
            registration={register('features.supportChat')}
          />
        </div>
      </div>
    </SettingsSection>
  );
}

export function LimitsSection({ control, register, errors }: SectionProps) {
  const { light, car } = COMPLIANCE.courierCarryLimitCents;
  return (
    <SettingsSection
      id="limits"
      title="Limits"
      description="The store may set lower limits than New York's rules, never higher."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['light', 'Bike and scooter carry limit', light],
            ['car', 'Car carry limit', car],
          ] as const
        ).map(([vehicle, label, max]) => (
          <Controller
            key={vehicle}
            control={control}
            name={`carryLimitsCents.${vehicle}`}
            render={({ field }) => (
              <MoneyInput
                id={`carry-${vehicle}`}
                label={label}
                cents={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                hint={`9 NYCRR 125: the value one courier may carry, at most ${formatUsd(max)}.`}
                error={errorAt(errors, `carryLimitsCents.${vehicle}`)}
              />
            )}
          />
        ))}
        <TextField
          id="edible-serving"
          label="Edible THC per serving (mg)"
          type="number"
          step="any"
          hint={`OCM packaging rule: at most ${COMPLIANCE.edibleMgPerServing} mg THC a serving.`}
          error={errorAt(errors, 'edibleLimits.mgPerServing') ?? errorAt(errors, 'edibleLimits')}
          registration={register('edibleLimits.mgPerServing', { valueAsNumber: true })}
        />
        <TextField
          id="edible-package"
          label="Edible THC per package (mg)"
          type="number"
          step="any"
          hint={`OCM packaging rule: at most ${COMPLIANCE.edibleMgPerPackage} mg THC a package.`}
          error={errorAt(errors, 'edibleLimits.mgPerPackage')}
          registration={register('edibleLimits.mgPerPackage', { valueAsNumber: true })}
        />
        <TextField
          id="edible-order"
          label="Edible THC per order (mg)"
          type="number"
          step="1"
          hint={`Store rule: edible THC (mg per package × quantity) one order may hold; default ${COMPLIANCE.edibleMgPerOrder.toLocaleString('en-US')} mg.`}
          error={errorAt(errors, 'edibleLimits.mgPerOrder')}
          registration={register('edibleLimits.mgPerOrder', { valueAsNumber: true })}
        />
      </div>
    </SettingsSection>
  );
}

export function RecordsSection({ register, errors }: SectionProps) {
  const { min, max } = SIGNATURE_RETENTION_DAYS;
  return (
    <SettingsSection
      id="records"
      title="Delivery records"
      description="What the door check keeps: the verdict always, the recipient's signature only for this long."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signature-retention"
          label="Keep signatures for (days)"
          type="number"
          min={min}
          max={max}
          step="1"
          hint={`Then the retention job deletes them; ${min} to ${max} days. The ID check's verdict stays ${COMPLIANCE.recordsRetentionYears} years.`}
          error={errorAt(errors, 'signatureRetentionDays')}
          registration={register('signatureRetentionDays', { valueAsNumber: true })}
        />
      </div>
    </SettingsSection>
  );
}
