import { COMPLIANCE } from '../compliance/rules.ts';
import { nyDateTime } from '../time/ny-format.ts';
import { drawCheckPath } from './draw-check-route.ts';
import { DRAW_ALGORITHM } from './draw.ts';
import type { PublicGiveaway } from './schemas.ts';

// The official rules of a giveaway, generated from its data so the page never disagrees with what the server
// enforces. NY (../shared/spec/ny-rules.md, Marketing): no purchase necessary, a free way to enter with the same
// odds, 21+ New York residents, void where prohibited.

export interface RulesSection {
  id: string;
  title: string;
  paragraphs: string[];
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Dollars for a retail value in cents: $4,000 or $12.50. */
export function formatPrizeValue(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });
}

/** An instant in New York time, e.g. "January 31, 2027 at 11:59 PM ET". */
export const newYorkDateTime = (iso: string) => nyDateTime(iso, 'rules');

function howToEnter(g: PublicGiveaway): string[] {
  const out = [
    `Sign in or create a free account, open the giveaway page, state your date of birth and home ZIP code and confirm that you live in New York State. Entering gives ${plural(g.entryEntries, 'entry', 'entries')}. Entering is free.`,
  ];
  if (g.referralEntries > 0) {
    out.push(
      `Bonus entries for friends: each entrant gets a personal share link. For each friend who creates a new account through that link and enters, the entrant who shared it receives ${plural(g.referralEntries, 'bonus entry', 'bonus entries')}. Links used on the sharer's own account or device do not count.`,
    );
  }
  if (g.orderEntries > 0) {
    out.push(
      `Order bonus: each order placed during the entry period and delivered gives ${plural(g.orderEntries, 'bonus entry', 'bonus entries')}.`,
      `Free alternative method of entry: once per day (New York time), an entrant may press “Free entry” on the giveaway page or on My Entries and receive ${plural(g.orderEntries, 'entry', 'entries')}, the same number as an order, without any purchase. Entries from the free method have exactly the same chance of winning as entries from orders.`,
    );
  }
  return out;
}

function verification(g: PublicGiveaway, origin: string): string[] {
  return [
    `Before any entry, the sponsor chose a secret random number (the seed) and published its SHA-256 fingerprint, the commitment: ${g.seedHash}. The seed cannot be changed afterwards without the fingerprint changing.`,
    'After the entry period ends, the list of entrants and their entries is frozen, sorted by public entrant id and published with its own SHA-256 fingerprint. Then the seed is revealed.',
    `Winners and alternates are picked in order by a published, deterministic procedure (${DRAW_ALGORITHM}): HMAC-SHA256 keyed with the seed over the entry list's fingerprint gives a stream of random numbers (numbers that would favour some entries are discarded, so every entry has the same chance); each pick takes a ticket among the remaining entries, and a person once picked is not picked again. Each entry is one ticket.`,
    `Anyone can check the draw at ${origin}${drawCheckPath(g.slug)}: the page checks the seed against the commitment and the entry list against its fingerprint, and re-runs the draw in your browser from the published data (${origin}/api/giveaways/${g.slug}/draw).`,
  ];
}

/** The official rules of a giveaway, section by section, from its data and its current totals. */
export function officialRules(g: PublicGiveaway, origin: string): RulesSection[] {
  const value = formatPrizeValue(g.prizeValueCents);
  const sections: RulesSection[] = [
    {
      id: 'no-purchase',
      title: 'No purchase necessary',
      paragraphs: [
        'NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE DOES NOT IMPROVE YOUR CHANCES OF WINNING beyond what the free alternative method of entry gives. Void where prohibited.',
      ],
    },
    {
      id: 'sponsor',
      title: 'Sponsor',
      paragraphs: [`“${g.title}” (the giveaway) is sponsored by ${g.sponsor} (the sponsor).`],
    },
    {
      id: 'eligibility',
      title: 'Who may enter',
      paragraphs: [
        `Open only to legal residents of New York State who are ${COMPLIANCE.minimumAge} years of age or older on the day they enter. One person, one entrant: a person may enter once, with one account.`,
        'Employees, contractors and couriers of the sponsor and of its partner shops, and members of their households, may not enter.',
      ],
    },
    {
      id: 'dates',
      title: 'Entry period',
      paragraphs: [
        `The giveaway starts ${newYorkDateTime(g.startsAt)} and ends ${newYorkDateTime(g.endsAt)} (New York time). Entries received after the end do not count.`,
      ],
    },
    { id: 'how-to-enter', title: 'How to enter', paragraphs: howToEnter(g) },
    {
      id: 'limits',
      title: 'Limits',
      paragraphs: [
        `No person may hold more than ${plural(g.perPersonLimit, 'entry', 'entries')} in this giveaway, from all methods together; entries beyond the limit are not credited. Entries made through several accounts, automated means or self-referrals are void and may disqualify the entrant.`,
      ],
    },
    { id: 'draw', title: 'How winners are drawn and verified', paragraphs: verification(g, origin) },
    {
      id: 'prize',
      title: 'Prize',
      paragraphs: [
        `${plural(g.winnersCount, 'winner')} will receive: ${g.prize}. Approximate retail value: ${value}${g.winnersCount > 1 ? ' per winner' : ''}. The prize cannot be exchanged for cash or transferred. Cannabis prizes are delivered only to the winner, in New York State, after an ID check showing the winner is ${COMPLIANCE.minimumAge} or older, within the legal possession limits. Taxes are the winner's responsibility.`,
      ],
    },
    {
      id: 'odds',
      title: 'Odds',
      paragraphs: [
        `The odds of winning depend on the total number of entries received. So far ${plural(g.entrants, 'person has', 'people have')} entered with ${plural(g.totalEntries, 'entry', 'entries')} in total${g.totalEntries > 0 ? `: each entry currently has a 1 in ${g.totalEntries.toLocaleString('en-US')} chance of being drawn first` : ''}.`,
      ],
    },
    {
      id: 'claim',
      title: 'Winner notification and claim',
      paragraphs: [
        `Winners are notified by e-mail at the address on their account right after the draw and must claim the prize within ${plural(g.claimDays, 'day')} of the notice, from My Entries. Winners may be asked to confirm their eligibility (age and New York residency).`,
        `The draw also picks ${plural(g.alternatesCount, 'alternate')} in order. A prize not claimed by the deadline, or a winner found ineligible, passes to the next alternate, who then has the same time to claim.`,
      ],
    },
    {
      id: 'general',
      title: 'General conditions',
      paragraphs: [
        'Void where prohibited or restricted by law. The sponsor may disqualify any entrant who tampers with the entry process or breaks these rules, and may cancel or change the giveaway if fraud or a technical failure compromises it, as the law allows. By entering, entrants accept these rules and the sponsor’s decisions.',
      ],
    },
  ];
  const additions = g.rulesAdditions.trim();
  if (additions) {
    sections.push({
      id: 'additional',
      title: 'Additional rules',
      paragraphs: additions.split(/\n\s*\n/).map((p) => p.trim()),
    });
  }
  return sections;
}
