import { z } from 'zod';
import { EmailSchema, FullNameSchema, PhoneSchema } from '../auth.ts';
import { BirthDateSchema } from '../checkout/fields.ts';
import { ID_CHECK_MESSAGES } from '../id-check/messages.ts';
import { BOROUGHS } from '../compliance/delivery-area.ts';
import { VEHICLE_TYPES } from './rules.ts';

export const PinSchema = z
  .string({ error: 'Enter your PIN' })
  .regex(/^\d{4,6}$/, 'PIN must be 4 to 6 digits');

export const SetPinSchema = z.strictObject({ pin: PinSchema });
export const VerifyPinSchema = z.strictObject({ pin: PinSchema });
export const ChangePinSchema = z.strictObject({ currentPin: PinSchema, pin: PinSchema });

export const OnlineSchema = z.strictObject({
  isOnline: z.boolean({ error: 'isOnline must be true or false' }),
});

const coordinate = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a number`)
    .min(-max, `${name} is out of range`)
    .max(max, `${name} is out of range`);

export const LocationSchema = z.strictObject({
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
  accuracy: z.number().min(0).max(100_000).optional(),
});
export type Location = z.infer<typeof LocationSchema>;

export const VehicleSchema = z.enum(VEHICLE_TYPES, { error: 'Choose a vehicle' });

export const RETURN_REASONS = {
  under_21: 'Recipient is under 21',
  no_valid_id: 'No valid government ID',
  not_recipient: 'Not the named recipient',
  no_one_home: 'No one to receive the order',
  refused: 'Recipient refused the order',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

export const ReturnSchema = z.strictObject({
  reason: z.enum(Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]], {
    error: 'Choose why the order could not be handed over',
  }),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});
export type ReturnInput = z.infer<typeof ReturnSchema>;

export const CourierProfileSchema = z.strictObject({
  fullName: FullNameSchema,
  phone: PhoneSchema,
  vehicleType: VehicleSchema,
});

export const CourierApplicationSchema = z.strictObject({
  fullName: FullNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  borough: z.enum(BOROUGHS, { error: 'Choose the borough you want to ride in' }),
  vehicleType: VehicleSchema,
  birthDate: BirthDateSchema,
  experience: z
    .string()
    .trim()
    .max(1000, 'Keep your experience under 1000 characters')
    .optional()
    .default(''),
});
export type CourierApplicationInput = z.input<typeof CourierApplicationSchema>;
export type CourierApplication = z.output<typeof CourierApplicationSchema>;

export const COURIER_MESSAGES = {
  notCourier: 'This account is not a courier account. Apply at /become-courier.',
  notAuthenticated: 'Not authenticated',
  pinNotSet: 'Set up your PIN first',
  pinLocked: 'PIN required: unlock the app first',
  wrongPin: 'Wrong PIN',
  pinMismatch: 'PINs do not match',
  orderTaken: 'Order already taken',
  under21: ID_CHECK_MESSAGES.under21,
  duplicateApplication: 'An application with this e-mail or phone is already being reviewed',
  applicationUnder21: 'Couriers must be 21 or older',
  applicationReceived: "Application received. We'll be in touch within 3 business days.",
} as const;
