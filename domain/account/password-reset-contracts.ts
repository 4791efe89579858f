import type { Contract } from '../http.ts';
import {
  PasswordResetDoneSchema,
  PasswordResetLinkSchema,
  PasswordResetRequestedSchema,
} from './password-reset.ts';

/** Password recovery's answers; see ../contracts.ts. */
export const passwordResetContracts = {
  'POST /api/session/password-reset': PasswordResetRequestedSchema,
  'GET /api/session/password-reset/:token': PasswordResetLinkSchema,
  'POST /api/session/password-reset/:token': PasswordResetDoneSchema,
} satisfies Record<string, Contract>;
