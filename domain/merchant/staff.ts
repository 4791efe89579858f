import { z } from 'zod';
import { SHOP_ROLES } from '../permissions.ts';

/** How long an invitation's link works. */
export const STAFF_INVITATION_DAYS = 7;
/** Open invitations a shop may have at once. */
export const MAX_OPEN_INVITATIONS = 20;

export const STAFF_MESSAGES = {
  email: 'Enter a valid e-mail address',
  notFound: 'Staff member not found',
  notOwner: 'The shop owner cannot be removed',
  notYourself: 'You cannot remove yourself',
  invited: 'Invitation sent',
  tooManyInvitations: `Your shop has ${MAX_OPEN_INVITATIONS} open invitations. Revoke some before inviting more people.`,
  invitationNotFound: 'Invitation not found',
  revoked: 'Invitation revoked',
  removed: 'Staff member removed',
  // What the invitee reads on the invitation page; the owner never sees these.
  invitationInvalid: 'This invitation has expired or was withdrawn. Ask the shop’s owner for a new one.',
  wrongAccount:
    'This invitation was sent to another e-mail address. Sign in with the account for that address to accept it.',
  alreadyInShop: 'Your account already works for a partner shop. One account can work for one shop only.',
  /** Store staff and couriers keep one job: their accounts see orders and addresses of every shop, or carry them. */
  storeRole:
    'Store team and courier accounts cannot also work for a shop. Accept with an account for another e-mail.',
  blocked: 'Your account is blocked. Contact our team.',
  accepted: 'You have joined the shop’s staff',
  declined: 'Invitation declined',
} as const;

export const InviteStaffSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: STAFF_MESSAGES.email }).max(254, STAFF_MESSAGES.email)),
});
export type InviteStaffInput = z.input<typeof InviteStaffSchema>;

export const ShopMemberSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SHOP_ROLES),
  since: z.iso.datetime({ offset: true }),
});
export type ShopMember = z.infer<typeof ShopMemberSchema>;

/**
 * An open invitation as the owner sees it: the address they typed and nothing about any account, so the answer is
 * the same whoever the address belongs to.
 */
export const PendingInvitationSchema = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  status: z.literal('pending'),
  invitedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const StaffListSchema = z.strictObject({
  members: z.array(ShopMemberSchema),
  invitations: z.array(PendingInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

export const StaffInvitedSchema = z.strictObject({
  invitation: PendingInvitationSchema,
  message: z.string(),
});
export type StaffInvited = z.infer<typeof StaffInvitedSchema>;

export const StaffRemovedSchema = z.strictObject({ message: z.string() });
export type StaffRemoved = z.infer<typeof StaffRemovedSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The invitation as its link's holder sees it: which shop, which address, and where it stands. */
export const StaffInvitationViewSchema = z.strictObject({
  shopName: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StaffInvitationView = z.infer<typeof StaffInvitationViewSchema>;

export const StaffInvitationAnswerSchema = z.strictObject({
  invitation: StaffInvitationViewSchema,
  message: z.string(),
});
export type StaffInvitationAnswer = z.infer<typeof StaffInvitationAnswerSchema>;

/** A link's token: 32 random bytes in base64url. Anything else is no invitation. */
export const isInvitationToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
