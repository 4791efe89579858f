import type { ProfileUpdate } from '#domain/auth.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { addressToPromote } from './saved-addresses.ts';
import { canTouchAddress } from './users.policy.ts';
import {
  deleteSavedAddress,
  findSessionUser,
  listSavedAddresses,
  lockSavedAddresses,
  saveAddress,
  saveProfile,
  setDefaultAddress,
} from './users.repo.ts';

/** A customer's own account page: profile, saved addresses (exactly one default), checkout's "save this address". */
export function createAccountProfile(db: Db) {
  async function account(userId: string) {
    const user = await findSessionUser(db, userId);
    if (!user) return null;
    return { user, addresses: await listSavedAddresses(db, userId) };
  }

  async function requireAccount(userId: string) {
    const found = await account(userId);
    if (!found) throw notFound('Account not found');
    return found;
  }

  /** Name and phone; the e-mail is the sign-in identity and is not changed here. */
  async function updateProfile(userId: string, input: ProfileUpdate) {
    const saved = await db.transaction((tx) => saveProfile(tx, userId, input));
    if (!saved) throw notFound('Account not found');
    return requireAccount(userId);
  }

  /** Locks the customer's addresses, so concurrent changes still leave exactly one default. */
  async function changeAddresses(
    userId: string,
    addressId: string,
    change: (tx: DbOrTx, addresses: Awaited<ReturnType<typeof lockSavedAddresses>>) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const addresses = await lockSavedAddresses(tx, userId);
      const address = addresses.find((a) => a.id === addressId);
      if (!canTouchAddress(userId, address)) throw notFound('Address not found');
      await change(tx, addresses);
    });
    return requireAccount(userId);
  }

  function removeAddress(userId: string, addressId: string) {
    return changeAddresses(userId, addressId, async (tx, addresses) => {
      await deleteSavedAddress(tx, userId, addressId);
      const promoted = addressToPromote(addresses, addressId);
      if (promoted) await setDefaultAddress(tx, userId, promoted);
    });
  }

  function makeDefaultAddress(userId: string, addressId: string) {
    return changeAddresses(userId, addressId, (tx) => setDefaultAddress(tx, userId, addressId));
  }

  /** Checkout's "save this address", inside the checkout's transaction. */
  function rememberAddress(tx: DbOrTx, userId: string, address: Parameters<typeof saveAddress>[2]) {
    return saveAddress(tx, userId, address);
  }

  return { account, updateProfile, removeAddress, makeDefaultAddress, rememberAddress };
}
