import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_TEXT } from '#domain/chat/rules.ts';
import { ChatSourceSchema } from '#domain/chat/schemas.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { REPLY_MAX } from './replies.ts';

// Monday 23 Nov 2026, noon in New York: the store is open.
const NOON = new Date('2026-11-23T17:00:00Z');
const t = useTestApp({}, { now: () => NOON });

const ask = (text: string) => t.services.chat.assistant.reply(text, { userId: null, history: [] });

/** Questions as customers type them → what the assistant takes them for, the page it cites, a fact it must say. */
const QUESTIONS: [question: string, intent: string, href: string | null, fact: string][] = [
  // Age, ID and who receives
  ['how old do u have to be to order', 'faq', '/faq#age', '21'],
  ['do i need to be 21??', 'faq', '/faq#age', '21 or older'],
  ['what kind of id do you take', 'faq', '/faq#id', 'passport'],
  ['is a passport ok instead of drivers license', 'faq', '/faq#id', 'passport'],
  ['can my roommate grab the package if im at work', 'faq', '/faq#someone-else', 'Only the adult'],
  ['can the doorman sign for it', 'faq', '/faq#someone-else', 'doorman'],
  ['the driver refused my id what now', 'faq', '/support#id-refused', 'not charged'],
  // Hours and area (live settings)
  ['what time do you close tonight', 'faq', '/faq#area-hours', '10:00 PM'],
  ['when r u open', 'faq', '/faq#area-hours', '10:00 AM'],
  ['are you open on sundays', 'faq', '/faq#area-hours', 'every day'],
  ['do you deliver in the bronx', 'borough', '/faq#area-hours', 'Manhattan, Brooklyn and Queens'],
  ['can u deliver to my hotel room', 'faq', '/terms#delivery', 'residential'],
  ['can i schedule delivery for tomorrow', 'faq', '/faq#area-hours', 'one-hour delivery window'],
  ['can i pick up in store', 'faq', '/terms#who-we-are', 'no pickup'],
  // ZIP checks
  ['do you deliver to 11201', 'zip_check', '/faq#area-hours', 'Yes, we deliver to 11201 (Brooklyn)'],
  ['11375?', 'zip_check', '/faq#area-hours', '(Queens)'],
  ['is 10701 in your area', 'zip_check', '/faq#area-hours', 'Sorry, 10701 is outside our delivery area'],
  ['i live in 10314 staten island can you come', 'zip_check', '/faq#area-hours', 'outside our delivery area'],
  // Money
  ['how much is shipping', 'faq', '/faq#delivery-fee', 'Manhattan $10.00'],
  ['whats the minimum for free delivery', 'faq', '/faq#delivery-fee', '$100.00 or more'],
  ['do new customers get a discount?', 'faq', '/faq#first-order', 'your first order gets 10% off'],
  ['any promo code for first order', 'faq', '/faq#first-order', '10%'],
  ['can i pay with a credit card', 'faq', '/faq#payment', 'debit card'],
  ['do you take cash', 'faq', '/faq#payment', 'cash'],
  ['is tax included in the price', 'faq', '/terms#payment', '13%'],
  // Limits (live edible limits)
  ['how many grams of flower can i buy', 'faq', '/faq#limits', '85.05 g'],
  ['whats the limit on concentrates and vapes', 'faq', '/faq#limits', '24 g'],
  ['edible limit per order?', 'faq', '/faq#limits', '1,000 mg an order'],
  ['how much can i buy at once', 'faq', '/faq#limits', '3 oz'],
  // Products and lab results
  ['where can i see the lab results', 'faq', '/faq#lab-tests', 'COA'],
  ['how is total thc calculated', 'faq', '/faq#lab-tests', 'THCA × 0.877'],
  ['can i get the full certificate of analysis for a batch', 'faq', '/support#lab-report', 'certificate'],
  // Problems, returns, packaging
  ['can i return an opened product', 'faq', '/faq#returns', 'cannot be returned'],
  ['my package arrived damaged', 'faq', '/support#damaged-or-missing', 'sealed'],
  ['i got the wrong item in my bag', 'faq', '/support#damaged-or-missing', 'photo'],
  ['is the packaging discreet? dont want neighbors knowing', 'faq', '/faq#packaging', 'plain, opaque bag'],
  ['what happens if im not home when the courier comes', 'faq', '/support#not-home', 'reschedule'],
  ['how do i track my order', 'faq', '/track-order', 'order number'],
  ['can i cancel my order', 'faq', '/my-orders', 'preparing'],
  // Privacy and account
  ['do you sell my data', 'faq', '/faq#privacy', 'never sell'],
  ['how do i delete my account', 'faq', '/privacy#your-choices', 'close your account'],
  ['does the courier see my address', 'faq', '/privacy#who-sees-it', 'address'],
  // Partners, couriers, giveaway, contact
  ['which dispensaries do you work with', 'faq', '/partner-shops', 'licensed'],
  ['i own a dispensary, how do i list my store with you', 'faq', '/partner-shops#apply', '3 business days'],
  ['are you hiring drivers', 'faq', '/become-courier', '21 or older'],
  [
    'how does the giveaway work, do i have to buy something',
    'faq',
    '/giveaway/rules',
    'purchase is necessary',
  ],
  ['whats your phone number', 'faq', '/support', '(212) 555-0163'],
  ['is this legal?', 'faq', '/terms#who-we-are', 'licensed'],
  // Never prices, stock or medical claims
  ['how much is the blue dream eighth', 'price_stock', '/?category=flower#products', 'live price'],
  ['do you have gummies in stock', 'price_stock', '/?category=edibles#products', 'in stock'],
  ['do you guys sell vapes', 'price_stock', '/?category=vapes#products', 'live price'],
  ['whats your cheapest stuff', 'price_stock', '/#products', 'cannot quote prices'],
  ['does cbd help with anxiety', 'medical', '/faq#lab-tests', 'doctor or pharmacist'],
  ['what strain is best for sleep', 'medical', '/faq#lab-tests', 'medical advice'],
  ['is it safe to smoke while pregnant', 'medical', '/faq#lab-tests', 'doctor'],
  ['how much should i take for my back pain', 'medical', '/faq#lab-tests', 'cannot give medical advice'],
  // People, greetings, nonsense
  ['can i talk to a real person', 'human', null, CHAT_TEXT.realPerson],
  ['AGENT', 'human', null, CHAT_TEXT.realPerson],
  ['hi!', 'greeting', null, 'What would you like to know?'],
  ['thank you so much', 'greeting', null, 'You are welcome'],
  ['asdkjh qwe zzzz', 'unknown', null, CHAT_TEXT.realPerson],
  ['what is the meaning of life', 'unknown', null, 'not sure'],
  ['tell me a joke', 'unknown', null, CHAT_TEXT.realPerson],
  // More ways people put it
  ["I'm 20, can I order?", 'faq', '/faq#age', '21'],
  ['can i use my out of state license', 'faq', '/faq#id', 'government-issued photo ID'],
  ['do you check id', 'faq', '/faq#id', 'ID'],
  ['can my boyfriend pick it up for me', 'faq', '/faq#someone-else', 'own ID'],
  ['yo do yall deliver to williamsburg', 'faq', '/faq#area-hours', 'Brooklyn'],
  ['can i order for delivery at 11pm', 'faq', '/faq#area-hours', '10:00 PM'],
  ['is there a minimum order', 'faq', '/faq#delivery-fee', '$100.00'],
  ['how do i contact you', 'faq', '/support', 'support@nymnyc.test'],
  ['can i change my delivery address', 'faq', '/support', 'order number'],
  ['do you deliver on christmas', 'unknown', null, CHAT_TEXT.realPerson],
  ['wat r ur hours', 'faq', '/faq#area-hours', '10:00 AM–10:00 PM'],
  ['delivry fee?', 'faq', '/faq#delivery-fee', 'Brooklyn $5.00'],
  ['packagin discret?', 'faq', '/faq#packaging', 'opaque'],
  ['privacy polcy', 'faq', '/faq#privacy', 'never sell'],
  ['where can i read the terms', 'faq', '/terms', 'New York cannabis law'],
  ['do you ship nationwide', 'faq', '/faq#area-hours', 'Manhattan, Brooklyn and Queens'],
  ['I ordered an hour ago and nothing yet', 'order_lookup', '/track-order', 'order number'],
  ["where's my driver", 'order_lookup', '/track-order', 'order number'],
  // Orders without an account: asks for the number and contact
  ['where is my order??', 'order_lookup', '/track-order', 'order number'],
  ['status of NYM-7KQ2PX', 'order_lookup', '/track-order', 'e-mail address or phone number'],
];

describe('the assistant answers real questions from the store’s own pages', () => {
  it('has a table of at least 45 questions', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(45);
  });

  it.each(QUESTIONS)('%s → %s %s', async (question, intent, href, fact) => {
    const answer = await ask(question);
    expect({ intent: answer.intent, href: answer.source?.href ?? null }).toEqual({ intent, href });
    expect(answer.message).toContain(fact);
    expect(answer.message.length).toBeLessThanOrEqual(REPLY_MAX);
    expect(ChatSourceSchema.nullable().parse(answer.source)).toEqual(answer.source);
    expect(answer.message).not.toMatch(/\$\d+(\.\d\d)? (for|per) (an? )?(eighth|gram|oz|ounce|pack)/i);
  });
});

describe('the assistant with what people also send', () => {
  it.each([
    ['<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)> where is my order'],
    ['😀😀😀'],
    ['?!?!'],
    ['a'.repeat(CHAT_MESSAGE_MAX)],
    [`${'a1'.repeat(999)}@`],
    [`where ${'is my order '.repeat(150)}`],
    ['DROP TABLE orders; -- 11201'],
  ])('answers %# in plain text, never echoing markup', async (text) => {
    const answer = await ask(text);
    expect(answer.message.length).toBeLessThanOrEqual(REPLY_MAX);
    expect(answer.message).not.toMatch(/[<>]/);
    expect(ChatSourceSchema.nullable().parse(answer.source)).toEqual(answer.source);
  });
});
