import { STORE_NAME, storeUrl } from '../email/brand.ts';
import type { EmailReason } from '../email/footer.tsx';
import { EmailLayout } from '../email/layout.tsx';
import { CallToAction, Headline, Paragraph, Quote } from '../email/pieces.tsx';
import type { EmailTemplate } from '../email/render-email.ts';
import type { OrderNotice } from '../order-messages.service.ts';
import { ID_NOTICE, orderHeadline, orderReason, orderSubject, sentence } from '../order-wording.ts';
import { ReceiptBlock, receiptText } from './receipt-block.tsx';

const first = (n: OrderNotice) => n.customerName.trim().split(/\s+/)[0] || 'there';
const windowLine = (n: OrderNotice) => (n.event === 'confirmed' ? `Delivery window: ${n.windowLabel}` : null);
const reasonLine = (n: OrderNotice) => {
  const why = orderReason(n);
  return why ? sentence(`Reason: ${why}`) : null;
};
const settingsUrl = (n: OrderNotice) => storeUrl(n.publicUrl, '/settings/notifications');

/** A signed-in customer chose these e-mails and may change that; a guest gets only the order's outcome. */
function whyOf(n: OrderNotice): EmailReason {
  return n.userId === null
    ? { text: `You get this e-mail because order ${n.orderNumber} was placed with this address.` }
    : {
        text: `You get this e-mail about order ${n.orderNumber} because of your notification settings.`,
        settingsUrl: settingsUrl(n),
      };
}

function text(n: OrderNotice): string {
  const lines = [`Hi ${first(n)},`, '', orderHeadline(n)];
  const window = windowLine(n);
  if (window) lines.push(window);
  const reason = reasonLine(n);
  if (reason) lines.push(reason);
  if (n.receipt) lines.push('', ...receiptText(n.receipt));
  lines.push(
    '',
    `Follow your order (tracking code ${n.trackingCode}):`,
    n.trackingUrl,
    '',
    ID_NOTICE,
    '',
    STORE_NAME,
  );
  if (n.userId !== null) lines.push('', `${whyOf(n).text} Change them at ${settingsUrl(n)}`);
  return lines.join('\n');
}

/** Every order notice by e-mail: what happened, the delivery window or the reason, and the tracking link. */
export const orderEmail: EmailTemplate<OrderNotice> = {
  subject: orderSubject,
  text,
  html: (n) => {
    const window = windowLine(n);
    const reason = reasonLine(n);
    return (
      <EmailLayout
        publicUrl={n.publicUrl}
        title={orderSubject(n)}
        preview={window ?? reason ?? `Follow your order with tracking code ${n.trackingCode}.`}
        reason={whyOf(n)}
      >
        <Headline>{orderHeadline(n)}</Headline>
        <Paragraph>{`Hi ${first(n)},`}</Paragraph>
        {window ? <Paragraph>{window}</Paragraph> : null}
        {reason ? <Quote>{reason}</Quote> : null}
        {n.receipt ? <ReceiptBlock receipt={n.receipt} /> : null}
        <Paragraph>Follow your order (tracking code {n.trackingCode}):</Paragraph>
        <CallToAction href={n.trackingUrl} label="Track your order" />
        <Paragraph>
          <strong>{ID_NOTICE}</strong>
        </Paragraph>
      </EmailLayout>
    );
  },
};
