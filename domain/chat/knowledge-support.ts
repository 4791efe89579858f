import { COMPLIANCE } from '../compliance/rules.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../content/support.ts';
import type { KnowledgeArticle } from './knowledge.ts';

/** The /support page: how to reach a person, and its common issues, in the assistant's words. */
export const SUPPORT_ARTICLES: readonly KnowledgeArticle[] = [
  {
    id: 'support-contact',
    title: 'How do I contact support?',
    text: `E-mail ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE} during delivery hours, and include your order number so we can find your order straight away. You can also choose ‘Speak to Real Person’ here.`,
    questions: [
      'What is your phone number?',
      'How do I contact you?',
      'How can I reach customer service?',
      'What is your email?',
      'Can I change my delivery address?',
    ],
    keywords: [
      'address',
      'update',
      'contact',
      'phone',
      'call',
      'email',
      'number',
      'reach',
      'support',
      'customer',
      'service',
    ],
    source: { label: 'Support', href: '/support' },
  },
  {
    id: 'support-late',
    title: 'My order is late',
    text: 'Orders placed close to closing time, or outside delivery hours, are delivered in the next open window. Track your order from the link in your confirmation, or ask me for your order status.',
    questions: ['Why is my delivery taking so long?', 'My order has not arrived', 'The courier is late'],
    keywords: ['late', 'delayed', 'slow', 'waiting', 'arrived', 'long', 'courier'],
    source: { label: 'Support: My order is late', href: '/support#late-order' },
  },
  {
    id: 'support-not-home',
    title: 'I will not be home, or someone else will be',
    text: `Only the person who placed the order can receive it, with a photo ID showing they are ${COMPLIANCE.minimumAge} or older. If you will not be there, contact us before the courier sets off and we will reschedule.`,
    questions: ['I will not be home', 'Can I change the delivery time?', 'Can you reschedule my delivery?'],
    keywords: ['home', 'reschedule', 'away', 'change', 'time', 'miss', 'missed'],
    source: { label: 'Support: I will not be home', href: '/support#not-home' },
  },
  {
    id: 'support-id-refused',
    title: 'My ID was not accepted at the door',
    text: 'Couriers must see a valid, unexpired government photo ID whose name matches the order. If the check fails, the order goes back to the shop and you are not charged; write to us and we will arrange a new delivery.',
    questions: ['The driver would not accept my ID', 'My ID got rejected', 'My license is expired'],
    keywords: ['rejected', 'refused', 'declined', 'accepted', 'expired', 'failed', 'driver'],
    source: { label: 'Support: My ID was not accepted', href: '/support#id-refused' },
  },
  {
    id: 'support-damaged',
    title: 'Something is missing, damaged or wrong',
    text: 'Keep the package sealed and contact us with your order number and a photo. New York rules do not allow opened cannabis products to be returned, so we resolve problems with sealed products only.',
    questions: ['An item is missing from my order', 'I got the wrong product', 'My package arrived damaged'],
    keywords: ['missing', 'damaged', 'wrong', 'broken', 'item', 'incorrect', 'leaking', 'sealed'],
    source: { label: 'Support: Something is missing, damaged or wrong', href: '/support#damaged-or-missing' },
  },
  {
    id: 'support-coa',
    title: 'Questions about a product or its lab report',
    text: 'Each product page shows its lab results, including total THC. For the full certificate of analysis (COA) for a batch, write to us with the product name.',
    questions: ['Can I get the full certificate of analysis?', 'Where is the full lab report?'],
    keywords: ['coa', 'certificate', 'report', 'full', 'batch', 'lab'],
    source: { label: 'Support: Lab reports', href: '/support#lab-report' },
  },
];
