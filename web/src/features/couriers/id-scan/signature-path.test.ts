import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SignatureSchema } from '#domain/id-check/schemas.ts';
import { MAX_PATH_LENGTH, toSignature, type Stroke } from './signature-path.ts';

const BOX = { width: 343, height: 180 };
const stroke = (...points: [number, number][]): Stroke => ({ points: points.map(([x, y]) => ({ x, y })) });

describe('toSignature', () => {
  it('is null when nothing was drawn', () => {
    expect(toSignature([], BOX)).toBeNull();
    expect(toSignature([stroke()], BOX)).toBeNull();
  });

  it('writes each stroke as a move and lines, rounded to a tenth of a pixel, in the drawn box', () => {
    const signature = toSignature(
      [stroke([10.04, 20.06], [30.16, 40], [50, 60.449]), stroke([100, 100], [120.5, 90])],
      BOX,
    );
    expect(signature).toEqual({
      width: 343,
      height: 180,
      path: 'M 10 20.1 L 30.2 40 L 50 60.4 M 100 100 L 120.5 90',
    });
    expect(SignatureSchema.parse(signature)).toEqual(signature);
  });

  it('keeps a tap as a dot', () => {
    expect(toSignature([stroke([12, 34])], BOX)?.path).toBe('M 12 34 L 12 34');
  });

  it('drops points closer than a pixel to the last one kept, but still ends where the pen lifted', () => {
    const path = toSignature(
      [stroke([10, 10], [10.3, 10.3], [10.6, 10.6], [11.5, 10.6], [11.8, 10.7])],
      BOX,
    )?.path;
    expect(path).toBe('M 10 10 L 11.5 10.6 L 11.8 10.7');
  });

  it('keeps points inside the box', () => {
    expect(toSignature([stroke([-5, 20], [400, 200])], BOX)?.path).toBe('M 0 20 L 343 180');
  });

  it('scales a box outside the allowed sizes to fit them', () => {
    expect(toSignature([stroke([0, 0], [80, 40])], { width: 80, height: 40 })).toEqual({
      width: 100,
      height: 50,
      path: 'M 0 0 L 100 50',
    });
    expect(toSignature([stroke([0, 0], [4000, 2000])], { width: 4000, height: 2000 })).toEqual({
      width: 2000,
      height: 1000,
      path: 'M 0 0 L 2000 1000',
    });
  });

  it('thins a path that would be too long until it fits', () => {
    // A scribble: 60 strokes of 200 points 1.5 px apart, about 170 000 characters at full detail.
    const strokes = Array.from({ length: 60 }, (_, s) =>
      stroke(...Array.from({ length: 200 }, (_, i): [number, number] => [10 + (i % 200) * 1.5, 5 + s * 2.9])),
    );
    const signature = toSignature(strokes, { width: 320, height: 180 });
    expect(signature).not.toBeNull();
    expect(signature!.path.length).toBeLessThanOrEqual(MAX_PATH_LENGTH);
    expect(signature!.path.match(/M/g)).toHaveLength(60);
    expect(SignatureSchema.safeParse(signature).success).toBe(true);
  });

  it('is null when even the thinnest path is too long', () => {
    const dots = Array.from({ length: 2000 }, (_, i) => stroke([(i % 300) + 0.5, (i % 170) + 0.5]));
    expect(toSignature(dots, BOX)).toBeNull();
  });

  it('always gives what the server accepts, or null', () => {
    const point = fc.tuple(
      fc.double({ min: -50, max: 2500, noNaN: true }),
      fc.double({ min: -50, max: 1200, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(point, { maxLength: 40 }), { maxLength: 12 }),
        fc.record({
          width: fc.double({ min: 1, max: 2500, noNaN: true }),
          height: fc.double({ min: 1, max: 1200, noNaN: true }),
        }),
        (strokes, box) => {
          const signature = toSignature(
            strokes.map((points) => stroke(...points)),
            box,
          );
          const drawn = strokes.some((points) => points.length > 0);
          expect(signature === null).toBe(!drawn);
          if (signature) expect(SignatureSchema.safeParse(signature).success).toBe(true);
        },
      ),
    );
  });
});
