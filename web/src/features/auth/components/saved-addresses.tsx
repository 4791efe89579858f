import { useRef } from 'react';
import type { SavedAddress } from '#domain/account/account-response.ts';
import { SavedAddressCard } from './saved-address-card.tsx';

interface SavedAddressesProps {
  userId: string;
  addresses: readonly SavedAddress[];
}

export function SavedAddresses({ userId, addresses }: SavedAddressesProps) {
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby="addresses-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 ref={title} id="addresses-title" tabIndex={-1} className="font-display text-2xl outline-none">
        Saved addresses
      </h2>
      {addresses.length === 0 ? (
        <p className="mt-4 text-muted">
          No saved addresses yet. You can add one when you check out; we deliver in Manhattan, Brooklyn and
          Queens.
        </p>
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
