import type { AdminWinnersResponse, DrawnName } from '#domain/giveaways/draw-schemas.ts';

export type DrawStage = 'waiting' | 'ready' | 'drawn';

/** Where the draw stands: before the end (waiting), ended and not drawn (ready), or drawn. */
export function drawStage(data: Pick<AdminWinnersResponse, 'giveaway' | 'draw'>, now: number): DrawStage {
  if (data.draw) return 'drawn';
  return now >= Date.parse(data.giveaway.endsAt) ? 'ready' : 'waiting';
}

/** A notified winner's prize may pass on as unclaimed only once the deadline has passed. */
export function deadlinePassed(winner: Pick<DrawnName, 'claimDeadline'>, now: number): boolean {
  return winner.claimDeadline !== null && now >= Date.parse(winner.claimDeadline);
}

/** Who holds the prize now: the claimed or notified names (the drawn winners, or the alternates they passed to). */
export function prizeHolders(winners: readonly DrawnName[]): DrawnName[] {
  return winners.filter((w) => w.status === 'claimed' || w.status === 'notified');
}
