import { describe, expect, it } from 'vitest';
import { passwordProblem, PASSWORD_POLICY_MESSAGES } from './password-policy.ts';

const account = { email: 'maya.brooks@example.test', fullName: 'Maya Brooks' };
const { common, personal } = PASSWORD_POLICY_MESSAGES;

describe('passwordProblem', () => {
  it.each(['password1', 'Password123', 'qwerty123', 'iloveyou1', 'letmein1', 'abc12345'])(
    'refuses %s, from the breach lists',
    (password) => expect(passwordProblem(password, account)).toBe(common),
  );

  it.each(['P@ssw0rd1', 'Passw0rd!', 'Dragon2024!', '2024football', 'Sunset-2024', 'MONKEY99'])(
    'refuses %s, a listed word with letter swaps or a few digits and symbols around it',
    (password) => expect(passwordProblem(password, account)).toBe(common),
  );

  it.each([
    ['the e-mail name', 'maya.brooks-88'],
    ['the full name', 'Maya Brooks 4ever'],
    ['the full name without its space', 'xMayaBrooks7'],
  ])('refuses a password containing %s', (_what, password) =>
    expect(passwordProblem(password, account)).toBe(personal),
  );

  it.each(['Harbor-lights-42', 'tram7-Quince-velvet', 'correct horse battery 9', 'Lee8Fleeting!twig'])(
    'accepts %s',
    (password) =>
      expect(passwordProblem(password, { email: 'lee@example.test', fullName: 'Al Lee' })).toBeNull(),
  );

  it('does not match a short e-mail name or name by chance', () => {
    expect(passwordProblem('Fleeting-Harbor-42', { email: 'lee@example.test', fullName: 'Lee' })).toBeNull();
  });
});
