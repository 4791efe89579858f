/** What sign-in, sign-up and access checks say, worded as the spec words them (§8); no schema library, so any
 * page can show them without loading one. */
export const AUTH_MESSAGES = {
  signUpSuccess: 'Account created successfully! Please check your email to confirm.',
  signInSuccess: 'Signed in successfully!',
  noSession: 'Failed to create session',
  fallback: 'An error occurred',
  invalidCredentials: 'Invalid email or password',
  emailConfirmed: 'Your e-mail address is confirmed.',
  invalidLink: 'This confirmation link is not valid or has expired.',
  accountRestricted:
    'Your access has been restricted. Please contact support if you believe this is an error.',
} as const;
