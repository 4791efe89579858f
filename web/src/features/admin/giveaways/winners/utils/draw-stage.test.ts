import { describe, expect, it } from 'vitest';
import type { DrawnName } from '#domain/giveaways/draw-schemas.ts';
import { deadlinePassed, drawStage, prizeHolders } from './draw-stage.ts';

const END = '2026-11-20T17:00:00.000Z';
const giveaway = { endsAt: END } as Parameters<typeof drawStage>[0]['giveaway'];
const name = (rank: number, status: DrawnName['status']) => ({ rank, status }) as DrawnName;

describe('drawStage', () => {
  it('waits before the end, is ready at it, and is drawn once the draw exists', () => {
    expect(drawStage({ giveaway, draw: null }, Date.parse(END) - 1)).toBe('waiting');
    expect(drawStage({ giveaway, draw: null }, Date.parse(END))).toBe('ready');
    expect(drawStage({ giveaway, draw: {} as never }, Date.parse(END) - 1)).toBe('drawn');
  });

  it('lets an unclaimed prize pass only from the deadline on', () => {
    expect(deadlinePassed({ claimDeadline: END }, Date.parse(END) - 1)).toBe(false);
    expect(deadlinePassed({ claimDeadline: END }, Date.parse(END))).toBe(true);
    expect(deadlinePassed({ claimDeadline: null }, Date.parse(END))).toBe(false);
  });

  it('names who holds the prize now', () => {
    const list = [name(1, 'forfeited'), name(2, 'claimed'), name(3, 'notified'), name(4, 'standby')];
    expect(prizeHolders(list).map((w) => w.rank)).toEqual([2, 3]);
  });
});
