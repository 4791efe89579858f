import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Checkout } from '#domain/checkout.schemas.ts';
import type { SavedAddress } from '#domain/account/account-response.ts';
import { useAccount } from '#web/lib/account.ts';
import { NEW_ADDRESS, type CheckoutValues } from '../utils/checkout-values.ts';
import { formatPhoneInput } from '../utils/phone-input.ts';

type Form = UseFormReturn<CheckoutValues, unknown, Checkout>;
const NONE: SavedAddress[] = [];

function applyAddress(form: Form, address: SavedAddress) {
  form.setValue('street', address.street);
  form.setValue('apartment', address.apartment ?? '');
  form.setValue('zip', address.zip);
  form.setValue('saveAddress', false);
  form.clearErrors(['street', 'apartment', 'zip']);
}

/**
 * A signed-in customer's name, e-mail, phone and kept date of birth fill the empty contact fields, and their default saved
 * address is chosen until they pick another or a new one.
 */
export function useAccountPrefill(form: Form, userId: string | null) {
  const { data: account } = useAccount(userId);
  const [choice, setChoice] = useState<string | null>(null);
  const filled = useRef(false);
  const addresses = account?.addresses ?? NONE;
  const preferred = addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
  const selected = choice ?? preferred?.id ?? NEW_ADDRESS;

  useEffect(() => {
    if (!account || filled.current) return;
    filled.current = true;
    const fill = (name: 'fullName' | 'email' | 'phone', value: string) => {
      if (value && !form.getValues(name)) form.setValue(name, value);
    };
    fill('fullName', account.user.fullName);
    fill('email', account.user.email);
    fill('phone', formatPhoneInput(account.user.phone));
    // Kept from the first attested checkout: the server places the order with it, so the field shows it.
    if (account.birthDate) form.setValue('birthDate', account.birthDate);
  }, [account, form]);

  useEffect(() => {
    if (choice === null && preferred) applyAddress(form, preferred);
  }, [choice, preferred, form]);

  const select = (id: string) => {
    setChoice(id);
    const address = addresses.find((a) => a.id === id);
    if (address) {
      applyAddress(form, address);
      return;
    }
    form.setValue('street', '');
    form.setValue('apartment', '');
    form.setValue('zip', '');
  };

  return { addresses, selected, select, birthDateKept: Boolean(account?.birthDate) };
}
