import { describe, expect, it } from 'vitest';
import { contractFor, RESPONSE_CONTRACTS } from '#domain/contracts.ts';
import { ACCESS_MATRIX } from '#server/http/access-matrix.ts';
import { checkContract, parseBody } from './contract-check.ts';

const json = (status: number) => ({ status, headers: new Headers({ 'content-type': 'application/json' }) });

describe('the response contracts', () => {
  it('name every route the API serves, and no route it does not', () => {
    const served = Object.keys(ACCESS_MATRIX).filter((key) => !key.startsWith('ALL '));
    expect(Object.keys(RESPONSE_CONTRACTS).sort()).toEqual(served.sort());
  });

  it('find a literal route before a parameter one, and ignore the query string', () => {
    expect(contractFor('GET', '/api/track/ABC123')?.key).toBe('GET /api/track/:code');
    expect(contractFor('post', 'http://localhost:3000/api/checkout/quote?x=1')?.key).toBe(
      'POST /api/checkout/quote',
    );
    expect(contractFor('GET', '/api/track/ABC123/more')).toBeNull();
    expect(contractFor('DELETE', '/api/track/ABC123')).toBeNull();
  });
});

describe('checkContract', () => {
  it('refuses an answer missing a field, or carrying one the contract does not name', () => {
    const quote = () => checkContract('POST', '/api/checkout/quote', json(200), { lines: [] });
    expect(quote).toThrow(/outside the contract of POST \/api\/checkout\/quote/);
    const track = { order: {}, mapTileUrl: '', leaked: 'x' };
    expect(() => checkContract('GET', '/api/track/X', json(200), track)).toThrow(/leaked|Unrecognized/);
  });

  it('holds every JSON error to the one error shape, and leaves other routes alone', () => {
    expect(() => checkContract('GET', '/api/anything', json(404), { message: 'nope' })).toThrow(
      /error shape/,
    );
    expect(() =>
      checkContract('GET', '/api/anything', json(404), {
        error: { code: 'NOT_FOUND', message: 'Not found' },
      }),
    ).not.toThrow();
    expect(() => checkContract('GET', '/api/unregistered', json(200), { anything: true })).not.toThrow();
  });

  it('holds a CSV download to text/csv, and reads it as no JSON', () => {
    const csv = { status: 200, headers: new Headers({ 'content-type': 'text/csv; charset=utf-8' }) };
    expect(() => checkContract('GET', '/api/admin/orders/export.csv', csv, null)).not.toThrow();
    expect(() => checkContract('GET', '/api/admin/orders/export.csv', json(200), {})).toThrow(
      /answers text\/csv, not application\/json/,
    );
    expect(parseBody(csv, 'a,b\n1,2\n')).toBeNull();
    expect(parseBody(json(200), '{"a":1}')).toEqual({ a: 1 });
  });
});
