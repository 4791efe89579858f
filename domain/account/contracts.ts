import type { Contract } from '../http.ts';
import { AccountResponseSchema } from './account-response.ts';
import {
  ChangePasswordResponseSchema,
  DeleteAccountResponseSchema,
  ResendConfirmationResponseSchema,
} from './account-security.ts';
import { PreferencesResponseSchema } from './preferences-response.ts';
import {
  SessionResponseSchema,
  SignInResponseSchema,
  SignOutResponseSchema,
  SignUpResponseSchema,
  VerifyEmailResponseSchema,
} from './session-response.ts';
import { MerchantMeResponseSchema, StaffMeResponseSchema } from './staff-response.ts';

/** What each route of this area answers on success; see ../contracts.ts. */
export const accountContracts = {
  'GET /api/session': SessionResponseSchema,
  'POST /api/session/sign-up': SignUpResponseSchema,
  'POST /api/session/sign-in': SignInResponseSchema,
  'POST /api/session/sign-out': SignOutResponseSchema,
  'GET /api/account': AccountResponseSchema,
  'PATCH /api/account': AccountResponseSchema,
  'POST /api/account/addresses': AccountResponseSchema,
  'PATCH /api/account/addresses/:id': AccountResponseSchema,
  'DELETE /api/account/addresses/:id': AccountResponseSchema,
  'POST /api/account/password': ChangePasswordResponseSchema,
  'POST /api/account/confirmation-email': ResendConfirmationResponseSchema,
  'DELETE /api/account': DeleteAccountResponseSchema,
  'POST /api/account/addresses/:id/default': AccountResponseSchema,
  // The confirmation page's link answers JSON; a link sent before that page (with a callbackURL) is redirected.
  'GET /api/auth/verify-email': { json: VerifyEmailResponseSchema, or: 'redirect' },
  'GET /api/notification-preferences': PreferencesResponseSchema,
  'PUT /api/notification-preferences': PreferencesResponseSchema,
  'GET /api/admin/me': StaffMeResponseSchema,
  'GET /api/merchant/me': MerchantMeResponseSchema,
} satisfies Record<string, Contract>;
