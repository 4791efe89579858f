import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../admin/settings.ts';
import { detectIntent } from './intents.ts';
import { boroughAnswer, liveAnswer, zipAnswer } from './knowledge-live.ts';
import { GUEST, type Visitor } from './offers.ts';
import { shopAskedAbout, shopHoursAnswer } from './shop-hours.ts';

const settings = defaultSettings('');
const NOON = new Date('2026-11-23T17:00:00Z');
const FIRST: Visitor = { signedIn: true, firstOrder: true };
const RETURNING: Visitor = { signedIn: true, firstOrder: false };

describe('the assistant’s fee answers, as checkout prices them', () => {
  it('gives the Brooklyn fee when Brooklyn is named, however it is written', () => {
    for (const line of ['How much is delivery to Brooklyn?', 'delivery fee BK', 'do you deliver to bklyn']) {
      expect(detectIntent(line)).toEqual({ kind: 'borough', borough: 'Brooklyn' });
    }
    expect(boroughAnswer('Brooklyn', settings, GUEST).message).toBe(
      'Yes, we deliver to residential addresses in Brooklyn, every day 10:00 AM–10:00 PM New York time. The delivery fee there is $5.00, free on orders of $100.00 or more. As a guest you pay the fee below that. With a free account your first order gets 10% off and free delivery whatever its size. Send me your ZIP code and I will check your address.',
    );
    const changed = { ...settings, deliveryFees: { Manhattan: 1200, Brooklyn: 700, Queens: 600 } };
    expect(boroughAnswer('Brooklyn', changed, RETURNING).message).toContain(
      'The delivery fee there is $7.00, free on orders of $100.00 or more. Send me',
    );
  });

  it('says a borough outside the area (or no longer served) is not delivered to', () => {
    expect(detectIntent('do you deliver to the bronx')).toEqual({ kind: 'borough', borough: 'the Bronx' });
    expect(boroughAnswer('the Bronx', settings)).toEqual({
      served: false,
      message:
        'Sorry, we do not deliver to the Bronx. We deliver to residential addresses in Manhattan, Brooklyn and Queens only.',
    });
    const noBrooklyn = { ...settings, deliveryZips: ['10011', '11101'] };
    expect(boroughAnswer('Brooklyn', noBrooklyn).message).toBe(
      'Sorry, we do not deliver to Brooklyn. We deliver to residential addresses in Manhattan and Queens only.',
    );
    // 'Brooklyn flower' is a product question, not a fee question.
    expect(detectIntent('do you have brooklyn flower').kind).not.toBe('borough');
  });

  it('gives the fee by ZIP from the served ZIPs, and refuses a ZIP outside the area', () => {
    expect(zipAnswer('11215', settings, GUEST).message).toContain(
      'Yes, we deliver to 11215 (Brooklyn), to residential addresses, every day 10:00 AM–10:00 PM New York time. The delivery fee there is $5.00, free on orders of $100.00 or more. As a guest',
    );
    expect(zipAnswer('10451', settings, GUEST)).toEqual({
      served: false,
      message:
        'Sorry, 10451 is outside our delivery area (Manhattan, Brooklyn and Queens). We can only deliver to residential addresses there.',
    });
  });

  it('never promises a guest the free first delivery or the discount; promises them to a first order only', () => {
    const guest = liveAnswer('fees', settings, NOON, '', GUEST);
    expect(guest).toContain('Delivery is free on orders of $100.00 or more. Below that');
    expect(guest).not.toContain('and on your first order');
    expect(guest).toContain('As a guest you pay the fee below that.');
    expect(liveAnswer('fees', settings, NOON, '', FIRST)).toContain(
      'Delivery is free on orders of $100.00 or more, and on your first order.',
    );
    expect(liveAnswer('fees', settings, NOON, '', RETURNING)).not.toMatch(/first order|account/);
    expect(zipAnswer('11201', settings, FIRST).message).toContain(
      'free on orders of $100.00 or more, and on your first order. Your first order also gets 10% off',
    );

    expect(liveAnswer('firstOrder', settings, NOON, '', GUEST)).toBe(
      'Yes, for accounts: create a free account before you check out and your first order gets 10% off and free delivery whatever its size, applied automatically. Guest checkouts do not get it. Delivery is always free on orders of $100.00 or more.',
    );
    expect(liveAnswer('firstOrder', settings, NOON, '', FIRST)).toBe(
      'Yes: 10% off your first order, plus free delivery on that order whatever its size. The discount is shown on your order summary before you confirm.',
    );
    expect(liveAnswer('firstOrder', settings, NOON, '', RETURNING)).toBe(
      "The new-customer offer (10% off and free delivery) is for an account's first order, and yours has already been placed. Delivery is always free on orders of $100.00 or more.",
    );
    const noDiscount = { ...settings, firstOrderPercent: 0 };
    expect(liveAnswer('firstOrder', noDiscount, NOON, '', FIRST)).toBe(
      'Yes: your first order is delivered free whatever its size. Delivery is always free on orders of $100.00 or more.',
    );
  });
});

describe('hours: the store’s and each shop’s, and which is which', () => {
  const shop = {
    name: 'Larkspur & Lime',
    slug: 'larkspur-lime',
    openingHours: {
      '0': null,
      '1': { opens: '11:00', closes: '20:00' },
      '2': { opens: '11:00', closes: '20:00' },
      '3': { opens: '11:00', closes: '20:00' },
      '4': { opens: '11:00', closes: '20:00' },
      '5': { opens: '11:00', closes: '20:00' },
      '6': { opens: '11:00', closes: '20:00' },
    },
    closedUntil: null,
  };

  it('says the store-wide hours are the store’s', () => {
    expect(liveAnswer('hours', settings, NOON)).toMatch(
      /^Our store-wide delivery hours: we deliver to residential addresses in Manhattan, Brooklyn and Queens, every day 10:00 AM–10:00 PM New York time\. Each partner shop also keeps its own hours/,
    );
  });

  it('finds the shop a line asks about and gives its own hours beside the store’s', () => {
    expect(shopAskedAbout('when does larkspur open', [shop])).toBe(shop);
    expect(shopAskedAbout('tell me about larkspur', [shop])).toBeNull();
    expect(shopHoursAnswer(shop, settings.storeHours, NOON)).toBe(
      "Larkspur & Lime is open Mon–Sat 11:00 AM–8:00 PM, Sun closed (the shop's own hours, New York time). It is open now. Our store-wide delivery hours are every day 10:00 AM–10:00 PM, so an order from Larkspur & Lime is delivered when both are open.",
    );
    const closed = { ...shop, closedUntil: '2026-11-24T17:00:00Z' };
    expect(shopHoursAnswer(closed, settings.storeHours, NOON)).toContain(
      'It is closed for now, so its products can only be scheduled for later.',
    );
  });
});
