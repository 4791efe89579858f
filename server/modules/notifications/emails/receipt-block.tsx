import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { formatUsd } from '#domain/money.ts';
import type { ReceiptLines } from '../order-messages.service.ts';

const EXCISE = `Cannabis excise (${COMPLIANCE.exciseBasisPoints / 100}%)`;

/** The receipt's rows, in order: each line, then subtotal, discount, delivery, excise, total. */
export function receiptRows(r: ReceiptLines): [string, string][] {
  return [
    ...r.lines.map((l): [string, string] => [`${l.quantity} × ${l.name}`, formatUsd(l.totalCents)]),
    ['Subtotal', formatUsd(r.subtotalCents)],
    ...(r.discount ? [[r.discount.label, formatUsd(-r.discount.cents)] as [string, string]] : []),
    ['Delivery', r.deliveryFeeCents > 0 ? formatUsd(r.deliveryFeeCents) : 'Free'],
    [EXCISE, formatUsd(r.exciseCents)],
    ['Total', formatUsd(r.totalCents)],
    ['Payment', r.payment],
  ];
}

/** The receipt as plain text lines, for the e-mail's text part. */
export const receiptText = (r: ReceiptLines) => ['Receipt', ...receiptRows(r).map(([k, v]) => `${k}: ${v}`)];

/** The receipt as a table in the e-mail's HTML part. */
export function ReceiptBlock({ receipt }: { receipt: ReceiptLines }) {
  const rows = receiptRows(receipt);
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 16px' }}>
      <tbody>
        {rows.map(([term, value], i) => {
          const strong = term === 'Total';
          const style = {
            padding: '6px 0',
            borderTop: i === 0 ? 'none' : '1px solid #e6dfd2',
            fontWeight: strong ? 700 : 400,
            fontSize: '14px',
          };
          return (
            <tr key={`${i}:${term}`}>
              <td style={style}>{term}</td>
              <td style={{ ...style, textAlign: 'right' }}>{value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
