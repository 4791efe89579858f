import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { aamvaPayload, type AamvaFields } from '#domain/id-check/testing/aamva-payload.ts';
import { expect } from '../fixtures.ts';

/** YYYY-MM-DD, `years` from today (negative: in the past), on the same month and day. */
export function yearsFromToday(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

/** The ID of the guest orders' recipient (`placeGuestOrder`: Avery Quinn), 21 or older and valid unless told. */
export const AVERY_ID: AamvaFields = {
  firstName: 'Avery',
  middleName: 'Jo',
  lastName: 'Quinn',
  birthDate: '1990-04-12',
  expiryDate: yearsFromToday(4),
  idNumber: '123 456 789',
};

/**
 * A photo of the back of an ID: the PDF417 barcode of a New York licence carrying `fields` (Avery Quinn's by
 * default), as a PNG the courier's photo input takes.
 */
export async function idBarcodePhoto(fields: Partial<AamvaFields> = {}, name = 'id-back.png') {
  const buffer = await bwipjs.toBuffer({
    bcid: 'pdf417',
    text: aamvaPayload({ ...AVERY_ID, ...fields }),
    scale: 3,
    padding: 10,
    backgroundcolor: 'FFFFFF',
  });
  return { name, mimeType: 'image/png', buffer };
}

/** A photo with no barcode in it (the front of the card, or a blur): a plain grey PNG, 200 × 120. */
export function photoWithoutBarcode(name = 'id-front.png') {
  const [width, height] = [200, 120];
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a sample, greyscale.
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0xb4)]);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The courier picks a photo of the ID's barcode with the phone's camera app. */
export async function choosePhoto(card: Locator, photo: { name: string; mimeType: string; buffer: Buffer }) {
  await card.getByLabel('Photo of the ID barcode').setInputFiles(photo);
}

/** Accepts the order, collects it and reaches the door; returns its card. */
export async function takeToTheDoor(page: Page, orderNumber: string, onPickedUp?: () => Promise<void>) {
  await page.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  const card = page.getByRole('article', { name: `Delivery ${orderNumber}` });
  await expect(card.getByRole('button', { name: 'Picked up' })).toBeEnabled();
  await expect(page.getByTestId('manifest-total')).not.toHaveText('Carrying $0.00 of $20,000.00');
  await card.getByRole('button', { name: 'Picked up' }).click();
  await expect(card.getByRole('link', { name: /Directions/ })).toHaveAttribute('target', '_blank');
  await onPickedUp?.();
  await card.getByRole('button', { name: 'Arrived' }).click();
  await expect(card.getByText("Check the recipient's government ID")).toBeVisible();
  return card;
}

/** The recipient signs on the courier's screen: a few strokes of the mouse across the pad. */
export async function signOnThePad(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.35, 0.7],
    [0.45, 0.35],
    [0.55, 0.65],
    [0.7, 0.4],
    [0.85, 0.55],
  ] as const) {
    await page.mouse.move(...at(x, y), { steps: 4 });
  }
  await page.mouse.up();
}
