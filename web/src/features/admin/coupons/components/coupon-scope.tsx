import { Controller, type Control } from 'react-hook-form';
import type { CouponFormValues } from '#domain/admin/coupons.ts';
import { CATEGORIES, CATEGORY_LABELS } from '#domain/catalog.ts';
import type { PartnerShop } from '#domain/catalog/shops-response.ts';

interface ChecklistProps<T extends string> {
  legend: string;
  hint: string;
  options: readonly (readonly [T, string])[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

function Checklist<T extends string>({ legend, hint, options, value, onChange }: ChecklistProps<T>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted">{hint}</p>
      <div className="flex flex-wrap gap-2">
        {options.map(([id, label]) => (
          <label
            key={id}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2 text-sm has-[:checked]:border-accent/60 has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--accent)]"
              checked={value.includes(id)}
              onChange={(e) => onChange(e.target.checked ? [...value, id] : value.filter((v) => v !== id))}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Which shops and categories the coupon discounts; none chosen means every line. */
export function CouponScope({
  control,
  shops,
}: {
  control: Control<CouponFormValues>;
  shops: PartnerShop[];
}) {
  return (
    <div className="space-y-5">
      <Controller
        control={control}
        name="shopIds"
        render={({ field }) => (
          <Checklist
            legend="Shops"
            hint="Only these shops' products are discounted. None chosen: every shop."
            options={shops.map((s) => [s.id, s.name] as const)}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <Checklist
            legend="Categories"
            hint="Only these categories are discounted. None chosen: every category."
            options={CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const)}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
