import { COMPLIANCE } from '../compliance/rules.ts';
import { DEFAULT_STORE_FACTS, storeWords, type StoreFacts } from './store-facts.ts';

/** One question of the /faq page; `id` is its anchor (`/faq#age`), shared with the support chat's assistant. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The first-order answer: the offer is an account's (checkout gives it to a signed-in first order only). */
export function firstOrderFaqText(f: StoreFacts): string {
  const { firstOrderOff } = storeWords(f);
  return firstOrderOff
    ? `Yes: create a free account and your first order gets ${firstOrderOff} off, plus free delivery whatever its size. The discount is shown on your order summary before you confirm.`
    : 'Yes: create a free account and your first order is delivered free whatever its size.';
}

/**
 * The FAQ, built from the compliance constants and the store's live settings (hours, threshold, offer, edible
 * limit): the /faq page renders it with the live values, and the chat assistant answers from the same list.
 */
export function faqEntries(f: StoreFacts): readonly FaqEntry[] {
  const { hours, freeOver, edibleLimit } = storeWords(f);
  return [
    {
      id: 'age',
      question: 'How old do I have to be to order?',
      answer: `${COMPLIANCE.minimumAge} or older. New York law allows adult-use cannabis sales only to adults ${COMPLIANCE.minimumAge} and over, so we ask you to confirm your age when you first visit, again with your date of birth at checkout, and the courier checks your ID at the door.`,
    },
    {
      id: 'id',
      question: 'What ID do I need at the door?',
      answer: `A valid, unexpired government-issued photo ID showing you are ${COMPLIANCE.minimumAge}+: a driver's licence, a state ID card or a passport. The name must match the order. If the courier cannot verify your ID, the order is not handed over and goes back to the shop.`,
    },
    {
      id: 'someone-else',
      question: 'Can someone else accept my delivery?',
      answer:
        'No. Only the adult who placed the order can receive it, with their own ID. Couriers cannot leave orders with a doorman, a front desk, a neighbour or a roommate, and never leave them unattended.',
    },
    {
      id: 'area-hours',
      question: 'Where and when do you deliver?',
      answer: `To residential addresses in Manhattan, Brooklyn and Queens, ${hours} New York time. Orders placed outside those hours are delivered in the next open window. We check your ZIP code before you pay.`,
    },
    {
      id: 'limits',
      question: 'Is there a limit on how much I can buy?',
      answer: `Yes, New York sets limits per order: up to 3 oz (${COMPLIANCE.flowerGramsPerOrder} g) of flower, with pre-rolls counted as flower by weight, and up to ${COMPLIANCE.concentrateGramsPerOrder} g of concentrated cannabis, which includes vapes. Edibles may hold at most ${f.edibleLimits.mgPerServing} mg THC a serving and ${f.edibleLimits.mgPerPackage} mg a package, and our limit is ${edibleLimit} of edible THC an order. Your cart shows how much of each allowance you have used and stops you before you go over.`,
    },
    {
      id: 'delivery-fee',
      question: 'How much is delivery?',
      answer: `Delivery is free on orders of ${freeOver} or more. Below that, the delivery fee for your address is shown at checkout before you confirm the order.`,
    },
    {
      id: 'first-order',
      question: 'Is there an offer for new customers?',
      answer: firstOrderFaqText(f),
    },
    {
      id: 'payment',
      question: 'How do I pay?',
      answer: `You pay at the door, in cash or by debit card, when the courier hands over your order. Card networks do not process cannabis purchases online, so we never ask for card details on the site. The total includes New York’s ${COMPLIANCE.exciseBasisPoints / 100}% adult-use cannabis excise tax, itemised on your receipt.`,
    },
    {
      id: 'lab-tests',
      question: 'How do I know what is in a product?',
      answer:
        'Every product is tested by an independent, state-licensed lab, and each product page shows the lab results (COA) for the batch: the lab, batch number, test date, cannabinoids and safety panels. We show total THC, calculated as THC + THCA × 0.877 as New York requires, next to any THCA figure.',
    },
    {
      id: 'returns',
      question: 'Can I return a product?',
      answer:
        'Under New York rules, opened cannabis products cannot be returned or resold. If an item is damaged, defective or not what you ordered, contact us with the order number while the package is still sealed and we will arrange a replacement or refund with the shop.',
    },
    {
      id: 'packaging',
      question: 'Is the packaging discreet?',
      answer:
        'Yes. Products arrive in their sealed, child-resistant packaging inside a plain, opaque bag, and the courier will not discuss the order with anyone but you.',
    },
    {
      id: 'privacy',
      question: 'What do you do with my information?',
      answer:
        'We keep what we need to run the service and follow the law: your account, your orders, your delivery address, and basic analytics and error logs. We never sell your data. Our privacy policy explains each item and how long we keep it.',
    },
  ];
}

/** The FAQ with the settings' defaults: the assistant's articles (its live answers read the current settings). */
export const FAQ_ENTRIES: readonly FaqEntry[] = faqEntries(DEFAULT_STORE_FACTS);
