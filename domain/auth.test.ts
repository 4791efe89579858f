import { describe, expect, it } from 'vitest';
import { ProfileUpdateSchema, SignInSchema, SignUpSchema } from './auth.ts';

const valid = {
  fullName: 'Maya Brooks',
  email: 'maya@example.test',
  phone: '(718) 555-0142',
  password: 'Harbor-lights-42',
  confirmPassword: 'Harbor-lights-42',
  ageConfirmed: true,
};

/** The first message zod gives for each field, as the form shows it. */
function messages(input: unknown): Record<string, string> {
  const result = SignUpSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('SignUpSchema (spec §5)', () => {
  it('accepts a valid sign-up and normalises the phone to digits', () => {
    const parsed = SignUpSchema.parse(valid);
    expect(parsed.phone).toBe('7185550142');
    expect(parsed.email).toBe('maya@example.test');
  });

  it('gives the spec messages for an empty form', () => {
    expect(messages({ ...valid, fullName: '', email: '', phone: '', ageConfirmed: false })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      ageConfirmed: 'You must confirm you are 21 or older',
    });
  });

  it('checks the email format and its 255-character limit', () => {
    expect(messages({ ...valid, email: 'not-an-email' }).email).toBe('Invalid email format');
    expect(messages({ ...valid, email: `${'a'.repeat(250)}@example.test` }).email).toBe(
      'Invalid email format',
    );
    expect(messages({ ...valid, email: '  ' }).email).toBe('Email is required');
  });

  it('checks password length, letter and number', () => {
    expect(messages({ ...valid, password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(messages({ ...valid, password: '12345678', confirmPassword: '12345678' }).password).toBe(
      'Password must contain at least one letter',
    );
    expect(messages({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }).password).toBe(
      'Password must contain at least one number',
    );
  });

  it('requires the confirmation to match', () => {
    expect(messages({ ...valid, confirmPassword: 'Harbor-lights-43' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires a full name under 100 characters after trimming', () => {
    expect(messages({ ...valid, fullName: '   ' }).fullName).toBe('Full name is required');
    expect(messages({ ...valid, fullName: 'a'.repeat(100) }).fullName).toBe(
      'Full name must be less than 100 characters',
    );
    expect(messages({ ...valid, fullName: ` ${'a'.repeat(99)} ` })).toEqual({});
  });

  it('requires exactly 10 phone digits after removing non-digits', () => {
    expect(messages({ ...valid, phone: '555-0142' }).phone).toBe('Phone must be 10 digits');
    expect(messages({ ...valid, phone: '+1 (718) 555-0142' }).phone).toBe('Phone must be 10 digits');
    expect(messages({ ...valid, phone: '---' }).phone).toBe('Phone number is required');
    expect(SignUpSchema.parse({ ...valid, phone: '718.555.0142' }).phone).toBe('7185550142');
  });

  it('requires the 21+ confirmation to be true', () => {
    expect(messages({ ...valid, ageConfirmed: false }).ageConfirmed).toBe(
      'You must confirm you are 21 or older',
    );
    expect(messages({ ...valid, ageConfirmed: undefined }).ageConfirmed).toBe(
      'You must confirm you are 21 or older',
    );
  });
});

describe('SignInSchema', () => {
  it('requires an email and a password', () => {
    const result = SignInSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Email is required');
  });

  it('accepts any non-empty password (the server decides)', () => {
    expect(SignInSchema.safeParse({ email: 'maya@example.test', password: 'x' }).success).toBe(true);
  });
});

describe('ProfileUpdateSchema', () => {
  const firstMessages = (input: unknown) => {
    const out: Record<string, string> = {};
    for (const issue of ProfileUpdateSchema.safeParse(input).error?.issues ?? [])
      out[String(issue.path[0])] ??= issue.message;
    return out;
  };

  it('trims the name and normalises the phone to digits, as sign-up does', () => {
    expect(ProfileUpdateSchema.parse({ fullName: '  Maya Brooks ', phone: '(718) 555-0142' })).toEqual({
      fullName: 'Maya Brooks',
      phone: '7185550142',
    });
  });

  it('gives the sign-up messages', () => {
    expect(firstMessages({ fullName: ' ', phone: '555-0142' })).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone must be 10 digits',
    });
    expect(firstMessages({ fullName: 'a'.repeat(100), phone: '' })).toEqual({
      fullName: 'Full name must be less than 100 characters',
      phone: 'Phone number is required',
    });
  });

  it('refuses fields that cannot be changed here, such as the e-mail', () => {
    const result = ProfileUpdateSchema.safeParse({
      fullName: 'Maya Brooks',
      phone: '7185550142',
      email: 'other@example.test',
    });
    expect(result.success).toBe(false);
  });
});
