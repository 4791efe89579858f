import { useRef, useState } from 'react';
import { MapPin, Pencil, Star } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useMakeDefaultAddress } from '../api/make-default-address.ts';
import type { SavedAddress } from '#domain/account/account-response.ts';
import { cityLine, streetLine } from '../utils/address-lines.ts';
import { AddressForm } from './address-form.tsx';
import { RemoveAddressDialog } from './remove-address-dialog.tsx';

interface SavedAddressCardProps {
  userId: string;
  address: SavedAddress;
  /** Whether removing this address hands the default to another one. */
  promotesAnother: boolean;
  /** Where focus goes once this card is gone. */
  onRemoved: () => void;
}

export function SavedAddressCard({ userId, address, promotesAnother, onRemoved }: SavedAddressCardProps) {
  const makeDefault = useMakeDefaultAddress(userId);
  const card = useRef<HTMLLIElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  // The button goes away once the address is the default, so focus stays on its card.
  const onMakeDefault = () => makeDefault.mutate(address.id, { onSuccess: () => card.current?.focus() });
  if (editing) {
    return (
      <li className="md:col-span-2">
        <AddressForm
          userId={userId}
          address={address}
          offerDefault={!address.isDefault}
          onDone={() => {
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      </li>
    );
  }
  return (
    <li
      ref={card}
      tabIndex={-1}
      className="flex flex-col gap-4 rounded-2xl border border-border p-4 outline-none focus-visible:ring-2 focus-visible:ring-accent/30"
    >
      <div className="flex gap-3">
        <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {address.label}
            {address.isDefault && (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wider text-accent">
                Default
              </span>
            )}
          </p>
          <p className="mt-1 break-words text-muted">{streetLine(address)}</p>
          <p className="text-muted">{cityLine(address)}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 sm:pl-8">
        <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil className="h-4 w-4" aria-hidden />
          Edit<span className="sr-only"> {address.label}</span>
        </Button>
        {!address.isDefault && (
          <Button
            variant="outline"
            size="sm"
            onClick={onMakeDefault}
            disabled={makeDefault.isPending}
            aria-busy={makeDefault.isPending}
          >
            <Star className="h-4 w-4" aria-hidden />
            Make default<span className="sr-only"> for {address.label}</span>
          </Button>
        )}
        <RemoveAddressDialog
          userId={userId}
          address={address}
          promotesAnother={promotesAnother}
          onRemoved={onRemoved}
        />
      </div>
    </li>
  );
}
