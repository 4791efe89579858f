import type { ProfileUpdate } from '#domain/auth.ts';
import {
  MAX_SAVED_ADDRESSES,
  SAVED_ADDRESS_MESSAGES,
  type SavedAddressFields,
} from '#domain/account/saved-address.ts';
import {
  boroughForZip,
  zipNotServedMessage,
  ZIP_NOT_SERVED_MESSAGE,
} from '#domain/compliance/delivery-area.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { addressToPromote } from './saved-addresses.ts';
import { canTouchAddress } from './users.policy.ts';
import {
  deleteSavedAddress,
  findBirthDate,
  keepBirthDate,
  findSessionUser,
  insertSavedAddress,
  listSavedAddresses,
  lockSavedAddresses,
  saveAddress,
  saveProfile,
  setDefaultAddress,
  updateSavedAddress,
} from './users.repo.ts';

/** A customer's own account page: profile, saved addresses (exactly one default), checkout's "save this address". */
export function createAccountProfile(
  db: Db,
  /** The ZIPs the store delivers to now (its settings); checkout holds addresses to the same area. */
  servedZips: () => Promise<readonly string[] | undefined> = async () => undefined,
) {
  async function account(userId: string) {
    const user = await findSessionUser(db, userId);
    if (!user) return null;
    const [addresses, birthDate] = await Promise.all([
      listSavedAddresses(db, userId),
      findBirthDate(db, userId),
    ]);
    return { user, addresses, birthDate };
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

  /** Street, apartment and ZIP as checkout takes them, in the area checkout delivers to. */
  async function addressFields(input: SavedAddressFields) {
    const borough = boroughForZip(input.zip, await servedZips());
    if (!borough) {
      throw new AppError(422, 'zip_not_served', zipNotServedMessage(input.zip), {
        zip: ZIP_NOT_SERVED_MESSAGE,
      });
    }
    const { label, street, apartment, zip } = input;
    return { label, street, apartment: apartment || null, zip, borough };
  }

  const labelTaken = (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(409, 'label_taken', SAVED_ADDRESS_MESSAGES.labelTaken, {
      label: SAVED_ADDRESS_MESSAGES.labelTaken,
    });
  };

  /** A new address; the first one, or one asked to be, becomes the default. */
  async function addAddress(userId: string, input: SavedAddressFields) {
    const fields = await addressFields(input);
    await db
      .transaction(async (tx) => {
        const addresses = await lockSavedAddresses(tx, userId);
        if (addresses.length >= MAX_SAVED_ADDRESSES) {
          throw new AppError(409, 'too_many_addresses', SAVED_ADDRESS_MESSAGES.tooMany);
        }
        const id = await insertSavedAddress(tx, userId, fields, false);
        if (input.isDefault || addresses.length === 0) await setDefaultAddress(tx, userId, id);
      })
      .catch(labelTaken);
    return requireAccount(userId);
  }

  /** Changes an address; asking for it to be the default makes it so (the default is never unset here). */
  async function editAddress(userId: string, addressId: string, input: SavedAddressFields) {
    const fields = await addressFields(input);
    return changeAddresses(userId, addressId, async (tx) => {
      await updateSavedAddress(tx, userId, addressId, fields);
      if (input.isDefault) await setDefaultAddress(tx, userId, addressId);
    }).catch(labelTaken);
  }

  function makeDefaultAddress(userId: string, addressId: string) {
    return changeAddresses(userId, addressId, (tx) => setDefaultAddress(tx, userId, addressId));
  }

  /** Checkout's "save this address", inside the checkout's transaction. */
  function rememberAddress(tx: DbOrTx, userId: string, address: Parameters<typeof saveAddress>[2]) {
    return saveAddress(tx, userId, address);
  }

  /**
   * Checkout's date of birth for an account, in the checkout's transaction: the one kept on the account from its
   * first attested checkout, else the one given, which is kept (a refused checkout rolls it back).
   */
  async function accountBirthDate(tx: DbOrTx, userId: string, given: string) {
    const kept = await findBirthDate(tx, userId);
    if (kept) return kept;
    await keepBirthDate(tx, userId, given);
    return given;
  }

  return {
    account,
    updateProfile,
    addAddress,
    editAddress,
    removeAddress,
    makeDefaultAddress,
    rememberAddress,
    accountBirthDate,
  };
}
