import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { person } from '#server/test-support/giveaway-draw.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { queueWinnerNotice, type WinnerNotice } from './winner-messages.ts';

const t = useTestApp();

const notice = (userId: string, email: string, alternate: boolean): WinnerNotice => ({
  userId,
  name: 'Jordan Lee',
  email,
  giveaway: {
    id: crypto.randomUUID(),
    slug: 'nyc-biggest-flower',
    title: 'NYC’s Biggest Flower Giveaway',
    prize: '$4,000 of flower',
  },
  rank: alternate ? 2 : 1,
  claimDeadline: new Date('2026-12-09T18:00:00Z'),
  publicUrl: 'https://nymnyc.example/',
  alternate,
});

async function queued(n: WinnerNotice) {
  await t.db.transaction((tx) => queueWinnerNotice(tx, n));
  return sqlRows<{ channel: string; to_address: string; subject: string; body: string; payload: unknown }>(
    t.db,
    sql`select channel, to_address, subject, body, payload from notifications_outbox
        where payload->>'giveawayId' = ${n.giveaway.id}`,
  );
}

describe('the winner e-mail', () => {
  it('names the prize, the claim deadline in New York time and the link to My Entries', async () => {
    const who = await person(t);
    const n = notice(who.userId, who.email, false);
    const rows = await queued(n);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'email',
      to_address: who.email,
      subject: 'You won: $4,000 of flower',
      payload: { giveawayId: n.giveaway.id, rank: 1 },
    });
    expect(rows[0]!.body).toBe(
      [
        'Hi Jordan,',
        '',
        'Your name was drawn in "NYC’s Biggest Flower Giveaway": you won $4,000 of flower.',
        '',
        'Claim it by Wednesday, December 9, 2026 at 1:00 PM New York time. After that the prize passes to the next alternate.',
        'Claim it on My Entries, signed in with this e-mail address:',
        'https://nymnyc.example/account/giveaway-entries',
        '',
        'You must be 21 or older and a New York resident; bring a valid ID when the prize is delivered.',
        '',
        'New York Minute NYC',
      ].join('\n'),
    );
  });

  it('tells an alternate the prize passed to them', async () => {
    const who = await person(t);
    const [row] = await queued(notice(who.userId, who.email, true));
    expect(row!.body).toContain(
      'The prize of "NYC’s Biggest Flower Giveaway" has passed to you as the next alternate drawn: you won $4,000 of flower.',
    );
  });
});
