import { MapPin, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SavedAddress } from '#domain/account/account-response.ts';
import { NEW_ADDRESS } from '../utils/checkout-values.ts';
import { AddressLines } from '#web/components/orders/address-lines.tsx';

interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  selected: string;
  onSelect: (id: string) => void;
  /** A problem with the chosen saved address (its fields are not on screen). */
  error?: string | undefined;
}

const CARD =
  'flex cursor-pointer gap-3 rounded-2xl border border-border bg-surface p-4 text-sm transition hover:border-accent/40 ' +
  'has-[:checked]:border-accent has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40';

function Option({
  id,
  checked,
  onSelect,
  children,
}: {
  id: string;
  checked: boolean;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <label className={CARD}>
      <input
        type="radio"
        name="checkout-saved-address"
        value={id}
        checked={checked}
        onChange={() => onSelect(id)}
        className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--accent)] focus-visible:outline-none"
      />
      {children}
    </label>
  );
}

/** A signed-in customer's saved addresses as radio cards, plus "a new address". */
export function SavedAddressPicker({ addresses, selected, onSelect, error }: SavedAddressPickerProps) {
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'checkout-saved-address-error' : undefined}>
      <legend className="mb-3 text-sm font-medium">Deliver to</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <Option key={address.id} id={address.id} checked={selected === address.id} onSelect={onSelect}>
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                <MapPin className="h-4 w-4 shrink-0 text-accent" aria-hidden />
                {address.label}
                {address.isDefault && (
                  <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wider text-accent">
                    Default
                  </span>
                )}
              </span>
              <AddressLines address={address} streetClassName="mt-1 block text-muted" />
            </span>
          </Option>
        ))}
        <Option id={NEW_ADDRESS} checked={selected === NEW_ADDRESS} onSelect={onSelect}>
          <span className="flex items-center gap-2 font-medium">
            <Plus className="h-4 w-4 text-accent" aria-hidden />
            Use a new address
          </span>
        </Option>
      </div>
      {error && (
        <p id="checkout-saved-address-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
