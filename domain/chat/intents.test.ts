import { describe, expect, it } from 'vitest';
import { contactIn, detectIntent, referenceIn, zipIn } from './intents.ts';

const kind = (text: string) => detectIntent(text).kind;

describe('chat intents, in their fixed order', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello there!!', 'greeting'],
    ['good morning', 'greeting'],
    ['thanks so much', 'greeting'],
    ['hey, what are your hours?', 'search'],
    ['can i talk to a real person', 'human'],
    ['Agent please', 'human'],
    ['I want to speak with someone', 'human'],
    ['are you a bot?', 'human'],
    ['person', 'human'],
    ['a person please', 'human'],
    ['im the store manager, how do we partner with you', 'search'],
    ['hi, i have a quick question', 'greeting'],
    ['can another person accept my delivery for me', 'search'],
    ['does cbd help with anxiety', 'medical'],
    ['best strain for sleep?', 'medical'],
    ['is it ok while pregnant', 'medical'],
    ['how much should i take', 'medical'],
    ['where is my order', 'order'],
    ['has my order shipped yet', 'order'],
    ['my order is late!', 'order'],
    ['status of NYM-7KQ2PX please', 'order'],
    ['my order arrived damaged', 'search'],
    ['how do i track my order', 'search'],
    ['can i cancel my order', 'search'],
    ['do you deliver to 11201', 'zip'],
    ['11375?', 'zip'],
    ['how much is the blue dream 3.5g', 'price_stock'],
    ['is the OG kush in stock', 'price_stock'],
    ['do you sell vapes', 'price_stock'],
    ['how much is delivery', 'search'],
    ['how much does delivery cost to queens', 'borough'],
    ['do you have lab results', 'search'],
  ])('%s → %s', (text, expected) => {
    expect(kind(text)).toBe(expected);
  });

  it('tells thanks from a hello', () => {
    expect(detectIntent('thank you!')).toEqual({ kind: 'greeting', thanks: true });
    expect(detectIntent('hey')).toEqual({ kind: 'greeting', thanks: false });
  });

  it('reads order numbers, tracking codes, e-mails and phones however they are typed', () => {
    expect(referenceIn('order nym 7kq2px')).toBe('NYM-7KQ2PX');
    expect(referenceIn('it is NYM-7KQ2PX.')).toBe('NYM-7KQ2PX');
    expect(referenceIn('code 7KQ2PXAB34CD56EF')).toBe('7KQ2PXAB34CD56EF');
    expect(referenceIn('avery.quinn2@example.test')).toBeNull();
    expect(contactIn('mail is Avery@Example.test.')).toBe('Avery@Example.test');
    expect(contactIn('call (212) 555-0142')).toBe('2125550142');
    expect(contactIn('+1 212 555 0142')).toBe('2125550142');
    expect(contactIn('nothing here')).toBeNull();
  });

  it('finds a ZIP but not inside a phone number or an order number', () => {
    expect(zipIn('I live in 11201-1234')).toBe('11201');
    expect(zipIn('my phone is 718-555-0111')).toBeNull();
    expect(zipIn('7185550111')).toBeNull();
  });

  it('puts together an order number and a contact given over several lines after it asked', () => {
    const history = [
      { senderType: 'user' as const, message: 'where is my order' },
      { senderType: 'ai' as const, message: 'Please send your order number and the e-mail address…' },
      { senderType: 'user' as const, message: 'NYM-7KQ2PX' },
      { senderType: 'ai' as const, message: 'Thanks! … to match the order number).' },
    ];
    expect(detectIntent('avery@example.test', history)).toEqual({
      kind: 'order',
      reference: 'NYM-7KQ2PX',
      contact: 'avery@example.test',
    });
    // Without the question, an e-mail alone is not an order look-up.
    expect(detectIntent('avery@example.test').kind).toBe('search');
  });

  it('names the product category a price question is about', () => {
    expect(detectIntent('price of your gummies?')).toEqual({ kind: 'price_stock', category: 'edibles' });
    expect(detectIntent('how much are the pre-rolls')).toEqual({
      kind: 'price_stock',
      category: 'pre-rolls',
    });
  });
});
