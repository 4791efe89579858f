import { newYorkDateTime } from '#domain/giveaways/draw-text.ts';
import { STORE_NAME, storeUrl } from '#server/modules/notifications/email/brand.ts';
import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';
import { CallToAction, Fineprint, Headline, Paragraph } from '#server/modules/notifications/email/pieces.tsx';
import type { EmailTemplate } from '#server/modules/notifications/email/render-email.ts';

export interface GiveawayWinnerData {
  publicUrl: string;
  name: string;
  giveaway: { title: string; prize: string };
  claimDeadline: Date;
  /** A prize passed on from an earlier winner: the alternate is told so. */
  alternate: boolean;
}

const first = (d: GiveawayWinnerData) => d.name.trim().split(/\s+/)[0] || 'there';
const entries = (d: GiveawayWinnerData) => storeUrl(d.publicUrl, '/account/giveaway-entries');
const won = ({ alternate, giveaway: g }: GiveawayWinnerData) =>
  alternate
    ? `The prize of "${g.title}" has passed to you as the next alternate drawn: you won ${g.prize}.`
    : `Your name was drawn in "${g.title}": you won ${g.prize}.`;
const deadline = (d: GiveawayWinnerData) =>
  `Claim it by ${newYorkDateTime(d.claimDeadline)}. After that the prize passes to the next alternate.`;
const ELIGIBLE =
  'You must be 21 or older and a New York resident; bring a valid ID when the prize is delivered.';

/** The prize, the claim deadline in New York time and where to claim it. */
export const giveawayWinnerEmail: EmailTemplate<GiveawayWinnerData> = {
  subject: (d) => `You won: ${d.giveaway.prize}`,
  text: (d) =>
    [
      `Hi ${first(d)},`,
      '',
      won(d),
      '',
      deadline(d),
      'Claim it on My Entries, signed in with this e-mail address:',
      entries(d),
      '',
      ELIGIBLE,
      '',
      STORE_NAME,
    ].join('\n'),
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={`You won: ${d.giveaway.prize}`}
      preview={`Claim your prize by ${newYorkDateTime(d.claimDeadline)}.`}
      reason={{ text: `You get this e-mail because you entered "${d.giveaway.title}".` }}
    >
      <Headline>{`You won ${d.giveaway.prize}`}</Headline>
      <Paragraph>{`Hi ${first(d)},`}</Paragraph>
      <Paragraph>{won(d)}</Paragraph>
      <Paragraph>{deadline(d)}</Paragraph>
      <Paragraph>Claim it on My Entries, signed in with this e-mail address:</Paragraph>
      <CallToAction href={entries(d)} label="Claim your prize" />
      <Fineprint>{ELIGIBLE}</Fineprint>
    </EmailLayout>
  ),
};
