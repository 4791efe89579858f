import { describe, expect, it } from 'vitest';
import { REFERRALS_PER_DAY } from '#domain/giveaways/referrals.ts';
import { referralVerdict, type ReferralFacts } from './referral-verdict.ts';

const independent: ReferralFacts = {
  emailConfirmed: true,
  sameDevice: false,
  samePhone: false,
  sameIp: false,
  hasDevice: true,
  creditedToday: 0,
};

describe('referralVerdict', () => {
  it('credits a confirmed, independent friend under the daily cap', () => {
    expect(referralVerdict(independent)).toEqual({ status: 'credited', reason: null });
  });

  it('refuses a shared device or phone, even before the e-mail is confirmed', () => {
    expect(referralVerdict({ ...independent, emailConfirmed: false, sameDevice: true })).toEqual({
      status: 'refused',
      reason: 'same_device',
    });
    expect(referralVerdict({ ...independent, samePhone: true }).reason).toBe('same_phone');
  });

  it('waits for the e-mail, then holds a shared address, a missing device id and the cap', () => {
    expect(referralVerdict({ ...independent, emailConfirmed: false, sameIp: true }).status).toBe(
      'pending_confirmation',
    );
    expect(referralVerdict({ ...independent, sameIp: true })).toEqual({ status: 'held', reason: 'same_ip' });
    expect(referralVerdict({ ...independent, hasDevice: false }).reason).toBe('no_device');
    expect(referralVerdict({ ...independent, creditedToday: REFERRALS_PER_DAY - 1 }).status).toBe('credited');
    expect(referralVerdict({ ...independent, creditedToday: REFERRALS_PER_DAY })).toEqual({
      status: 'held',
      reason: 'daily_cap',
    });
  });
});
