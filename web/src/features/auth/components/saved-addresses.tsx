import { useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { SavedAddress } from '#domain/account/account-response.ts';
import { MAX_SAVED_ADDRESSES } from '#domain/account/saved-address.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AddressForm } from './address-form.tsx';
import { SavedAddressCard } from './saved-address-card.tsx';

interface SavedAddressesProps {
  userId: string;
  addresses: readonly SavedAddress[];
}

export function SavedAddresses({ userId, addresses }: SavedAddressesProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [adding, setAdding] = useState(false);
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const doneAdding = () => {
    setAdding(false);
    requestAnimationFrame(() => (addButton.current ?? title.current)?.focus());
  };
  return (
    <section
      aria-labelledby="addresses-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-4">
        <h2 ref={title} id="addresses-title" tabIndex={-1} className="font-display text-2xl outline-none">
          Saved addresses
        </h2>
        {!adding && !full && (
          <Button ref={addButton} variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Add address
          </Button>
        )}
      </div>
      {adding && (
        <div className="mt-5">
          <AddressForm userId={userId} offerDefault={addresses.length > 0} onDone={doneAdding} />
        </div>
      )}
      {addresses.length === 0 ? (
        !adding && (
          <p className="mt-4 text-muted">
            No saved addresses yet. Add one here or at checkout; we deliver in Manhattan, Brooklyn and Queens.
          </p>
        )
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <SavedAddressCard
              key={address.id}
              userId={userId}
              address={address}
              promotesAnother={address.isDefault && addresses.length > 1}
              onRemoved={() => title.current?.focus()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
