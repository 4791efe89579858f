import { z } from 'zod';
import { SHOP_ROLES } from '../permissions.ts';

export const STAFF_MESSAGES = {
  email: 'Enter a valid e-mail address',
  name: 'Enter the person’s name',
  nameLong: 'The name may be at most 100 characters',
  alreadyInShop: 'This person already works for a partner shop',
  /** Store staff and couriers keep one job: their accounts see orders and addresses of every shop, or carry them. */
  storeRole:
    'This e-mail belongs to a store team or courier account, which cannot also work for a shop. Ask them for another e-mail.',
  blocked: 'The account with this e-mail is blocked. Contact our team.',
  notFound: 'Staff member not found',
  notOwner: 'The shop owner cannot be removed',
  notYourself: 'You cannot remove yourself',
  invited: 'Invitation sent',
  removed: 'Staff member removed',
} as const;

export const InviteStaffSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: STAFF_MESSAGES.email }).max(254, STAFF_MESSAGES.email)),
  name: z.string().trim().min(1, STAFF_MESSAGES.name).max(100, STAFF_MESSAGES.nameLong),
});
export type InviteStaffInput = z.input<typeof InviteStaffSchema>;

export const ShopMemberSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SHOP_ROLES),
  since: z.iso.datetime({ offset: true }),
  /** The member has not set a password yet (invited, link not used). */
  pending: z.boolean(),
});
export type ShopMember = z.infer<typeof ShopMemberSchema>;

export const StaffListSchema = z.strictObject({ members: z.array(ShopMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

export const StaffInvitedSchema = z.strictObject({
  member: ShopMemberSchema,
  /** A new account was made (a set-password link was e-mailed) rather than an existing one added. */
  accountCreated: z.boolean(),
  message: z.string(),
});
export type StaffInvited = z.infer<typeof StaffInvitedSchema>;

export const StaffRemovedSchema = z.strictObject({ message: z.string() });
