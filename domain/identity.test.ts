import { describe, expect, it } from 'vitest';
import { customerIdentity, identityLocks, mailboxKey, phoneKey } from './identity.ts';

describe('mailboxKey', () => {
  it.each([
    ['Avery.Quinn@Example.test', 'avery.quinn@example.test'],
    ['  a@example.test ', 'a@example.test'],
    ['a+2@example.test', 'a@example.test'],
    ['a+coupon+again@example.test', 'a@example.test'],
    ['A.V.E.R.Y+x@gmail.com', 'avery@gmail.com'],
    ['avery@googlemail.com', 'avery@gmail.com'],
    ['a.v.e.r.y@outlook.com', 'a.v.e.r.y@outlook.com'],
  ])('%s is the mailbox %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it('keeps what is not an address as it is, lower-cased', () => {
    expect(mailboxKey('+tag@example.test')).toBe('+tag@example.test');
    expect(mailboxKey('NoAt')).toBe('noat');
  });
});

describe('phoneKey', () => {
  it.each([
    ['(212) 555-0142', '2125550142'],
    ['212.555.0142', '2125550142'],
    ['+1 212 555 0142', '2125550142'],
    ['1-212-555-0142', '2125550142'],
  ])('%s is the line %s', (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });
});

describe('customerIdentity', () => {
  it("joins the account's mailbox and the order's, and sorts the locks", () => {
    const identity = customerIdentity({
      userId: 'u1',
      email: 'Jo+shop@example.test',
      accountEmail: 'jo@example.test',
      phone: '718-555-0199',
    });
    expect(identity).toEqual({ userId: 'u1', mailboxes: ['jo@example.test'], phone: '7185550199' });
    expect(identityLocks(identity, true)).toEqual(['mailbox:jo@example.test', 'phone:7185550199', 'user:u1']);
    expect(identityLocks(identity, false)).toEqual(['user:u1']);
    expect(identityLocks({ ...identity, userId: null }, false)).toEqual([]);
  });

  it('a guest is named by the mailbox and phone typed', () => {
    expect(customerIdentity({ userId: null, email: 'g@example.test', phone: '' })).toEqual({
      userId: null,
      mailboxes: ['g@example.test'],
      phone: null,
    });
  });
});
