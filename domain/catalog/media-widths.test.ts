import { describe, expect, it } from 'vitest';
import { imageWidthsFor, MEDIA_WIDTHS } from './media-schemas.ts';

describe('imageWidthsFor', () => {
  it('adds the image’s own width between two standard widths', () => {
    expect(imageWidthsFor(500)).toEqual([320, 500]);
    expect(imageWidthsFor(1000)).toEqual([320, 640, 960, 1000]);
  });

  it('keeps only the own width under the smallest standard width, never upscaling', () => {
    expect(imageWidthsFor(200)).toEqual([200]);
  });

  it('adds nothing for a standard width or an image at least as wide as the largest', () => {
    expect(imageWidthsFor(640)).toEqual([320, 640]);
    expect(imageWidthsFor(1280)).toEqual([...MEDIA_WIDTHS]);
    expect(imageWidthsFor(4000)).toEqual([...MEDIA_WIDTHS]);
  });
});
