import { MapPin } from 'lucide-react';
import type { SavedAddress } from '../api/get-account.ts';

export function SavedAddresses({ addresses }: { addresses: readonly SavedAddress[] }) {
  return (
    <section
      aria-labelledby="addresses-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 id="addresses-title" className="font-display text-2xl">
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
            <li key={address.id} className="flex gap-3 rounded-2xl border border-border p-4">
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
                <p className="mt-1 text-muted">
                  {address.street}
                  {address.apartment ? `, ${address.apartment}` : ''}
                </p>
                <p className="text-muted">
                  {address.borough}, NY {address.zip}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
