import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { deliveryProofs, doorChecks } from './schema/door-checks.ts';

// Issue 36's privacy promise, checked on the schema itself: the door check keeps verdicts, never the ID's data.

const root = import.meta.dirname;
const migrations = readdirSync(join(root, 'migrations')).filter((f) => f.endsWith('.sql'));
/** Every column any migration creates or adds, as `table.column`. */
function migratedColumns(): string[] {
  const columns: string[] = [];
  for (const file of migrations) {
    const text = readFileSync(join(root, 'migrations', file), 'utf8');
    for (const table of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(\w+)" \(([\s\S]*?)\n\);/g)) {
      for (const column of table[2]!.matchAll(/^\s*"(\w+)"/gm)) columns.push(`${table[1]}.${column[1]}`);
    }
    for (const added of text.matchAll(/ALTER TABLE "(\w+)" ADD COLUMN "(\w+)"/g)) {
      columns.push(`${added[1]}.${added[2]}`);
    }
  }
  return columns;
}

/** A partner shop's OCM cannabis licence number: a business's public licence, not a person's ID. */
const SHOP_LICENCES = ['merchants.license_number', 'merchant_applications.license_number'];

/** Names a column holding an ID card's number, image or barcode would have. */
const ID_DATA =
  /(^|_)(id|license|licence|dl|document|card|passport)_?(number|no|num|image|photo|picture|scan|front|back)($|_)|barcode|pdf417|aamva|magstripe/;

describe('the database keeps no ID data', () => {
  it('has no column, in any migration, that could hold an ID number, an ID image or a barcode text', () => {
    const columns = migratedColumns();
    expect(columns.length).toBeGreaterThan(300);
    expect(columns).toContain('door_checks.holder_key');
    expect(columns.filter((c) => ID_DATA.test(c.split('.')[1]!) && !SHOP_LICENCES.includes(c))).toEqual([]);
  });

  it('keeps only verdicts, method, jurisdiction, time and a keyed hash of a door check, and the proof of a hand-over', () => {
    expect(
      getTableConfig(doorChecks)
        .columns.map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'id',
        'order_id',
        'courier_user_id',
        'method',
        'fallback',
        'of_age',
        'expiry_valid',
        'name_matched',
        'override_reason',
        'passed',
        'jurisdiction',
        'holder_key',
        'checked_at',
      ].sort(),
    );
    expect(
      getTableConfig(deliveryProofs)
        .columns.map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'order_id',
        'courier_user_id',
        'handed_over_at',
        'lat',
        'lng',
        'accuracy_m',
        'signature_path',
        'signature_width',
        'signature_height',
        'signature_deleted_at',
      ].sort(),
    );
  });

  it('the pattern would catch such columns', () => {
    for (const name of [
      'id_number',
      'license_number',
      'dl_no',
      'id_image',
      'barcode_text',
      'card_front',
      'raw_pdf417',
    ]) {
      expect(name, name).toMatch(ID_DATA);
    }
    for (const name of ['order_id', 'image_url', 'holder_key', 'birth_date', 'card_brand']) {
      expect(name, name).not.toMatch(ID_DATA);
    }
  });
});
