import { z } from 'zod';

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Invalid email format')
  .pipe(z.email('Invalid email format'));

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain at least one letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

export const PhoneSchema = z
  .string({ error: 'Phone number is required' })
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().min(1, 'Phone number is required').length(10, 'Phone must be 10 digits'));

export const FullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(99, 'Full name must be less than 100 characters');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
    fullName: FullNameSchema,
    phone: PhoneSchema,
    ageConfirmed: z.literal(true, { error: 'You must confirm you are 21 or older' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpInput = z.input<typeof SignUpSchema>;
export type SignUp = z.output<typeof SignUpSchema>;

export const ProfileUpdateSchema = z.strictObject({
  fullName: FullNameSchema,
  phone: PhoneSchema,
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

export const ROLES = ['customer', 'courier', 'merchant', 'support', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** The signed-in user as the API answers it (`GET /api/session`, sign-in, `GET /api/account`): no secret of any kind. */
export const SessionUserSchema = z.strictObject({
  id: z.string().min(1),
  email: z.email(),
  fullName: z.string(),
  phone: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(RoleSchema),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
