import { useState } from 'react';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useLabProducts } from '../api/get-lab-products.ts';

/** The product a new batch belongs to: a search and a list of matches (fixed once the batch exists). */
export function ProductField({
  value,
  onChange,
  error,
  fixedName,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  fixedName?: string;
}) {
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q, 250);
  const products = useLabProducts({ q: search });
  if (fixedName) {
    return (
      <div className="space-y-1.5">
        <div className="text-sm font-medium">Product</div>
        <div className="text-sm">{fixedName}</div>
      </div>
    );
  }
  const options = products.data ?? [];
  return (
    <FormField id="lab-product" label="Product" error={error} hint="The batch belongs to this product">
      {(control) => (
        <div className="grid gap-2 sm:grid-cols-2">
          <input
            type="search"
            aria-label="Search products"
            placeholder="Search products"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={`${CONTROL_CLASS} h-10 text-sm`}
          />
          <select
            {...control}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={`${CONTROL_CLASS} h-10 text-sm`}
          >
            <option value="">{products.isPending ? 'Loading…' : 'Choose a product'}</option>
            {options.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}
