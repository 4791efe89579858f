import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { LIMIT_CATEGORIES } from '#domain/catalog.ts';
import { ProductVariantsSchema, type ProductVariants } from '#domain/catalog/admin-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { StepActions, useStepSave } from './step-actions.tsx';

type Row = ProductVariants['variants'][number] & { sku: string | null; hasOrders?: boolean };
type Values = { limitCategory: ProductVariants['limitCategory']; variants: Row[] };

/** Prices are typed in dollars; the schema checks cents. */
const toApi = (v: Values): ProductVariants => ({
  limitCategory: v.limitCategory,
  variants: v.variants.map(({ hasOrders: _h, ...r }) => ({
    ...r,
    priceCents: Math.round(Number(r.priceCents) * 100),
    netGrams: Number(r.netGrams),
    stock: Number(r.stock),
    sku: r.sku?.trim() || null,
  })),
});
const resolver: Resolver<Values> = (values, ctx, options) =>
  zodResolver(ProductVariantsSchema)(toApi(values), ctx, options as never) as never;

interface StepVariantsProps {
  defaults: Values;
  save: (v: ProductVariants) => Promise<unknown>;
  onBack: () => void;
}

const cell = `${CONTROL_CLASS} h-9 py-1`;
const COLUMN_NAMES = {
  label: 'label',
  netGrams: 'net grams',
  priceCents: 'price',
  stock: 'stock',
  sku: 'SKU',
} as const;

/** Step 2: sizes, weights, prices, opening stock (new variants only) and SKUs. */
export function StepVariants({ defaults, save, onBack }: StepVariantsProps) {
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      ...defaults,
      variants: defaults.variants.map((v) => ({ ...v, priceCents: v.priceCents / 100 })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const { errors } = form.formState;
  const { submit, formError } = useStepSave(form, (values) => save(values as unknown as ProductVariants));
  const err = (i: number, key: keyof Row) => errors.variants?.[i]?.[key]?.message as string | undefined;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <div className="max-w-xs">
        <SelectField
          id="p-limit"
          label="NY limit category"
          hint="What each variant's net weight counts against at checkout"
          options={LIMIT_CATEGORIES.map((c) => [c, c[0]!.toUpperCase() + c.slice(1)] as const)}
          registration={form.register('limitCategory')}
        />
      </div>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-sm">
          <thead className="bg-surface-2 text-left text-muted">
            <tr>
              {['Label', 'Net grams', 'Price ($)', 'Stock', 'SKU', ''].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((f, i) => (
              <tr key={f.key} className="border-t border-border align-top">
                {(['label', 'netGrams', 'priceCents', 'stock', 'sku'] as const).map((key) => (
                  <td key={key} className="px-3 py-2">
                    <input
                      aria-label={`Variant ${i + 1} ${COLUMN_NAMES[key]}`}
                      className={cell}
                      inputMode={key === 'label' || key === 'sku' ? 'text' : 'decimal'}
                      disabled={key === 'stock' && Boolean(f.id)}
                      title={
                        key === 'stock' && (f as Row).id ? 'Change stock on the inventory page' : undefined
                      }
                      {...form.register(`variants.${i}.${key}`)}
                    />
                    {err(i, key) && <p className="mt-1 text-xs text-danger">{err(i, key)}</p>}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove variant ${i + 1}`}
                    onClick={() => rows.remove(i)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.fields.length === 0 && <p className="px-3 py-6 text-center text-muted">No variants yet.</p>}
      </div>
      {errors.variants?.message && <p className="text-sm text-danger">{errors.variants.message}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => rows.append({ label: '', netGrams: 1, priceCents: 0, stock: 0, sku: '' })}
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add variant
      </Button>
      <StepActions error={formError} busy={form.formState.isSubmitting} onBack={onBack} />
    </form>
  );
}
