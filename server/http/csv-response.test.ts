import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csvResponse } from './csv-response.ts';

describe('csvResponse', () => {
  const app = new Hono()
    .get('/whole', (c) => csvResponse(c, 'orders-2026-01-02.csv', 'a,b\r\n1,2\r\n'))
    .get('/streamed', (c) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('a\r\n'));
          controller.enqueue(encoder.encode('1\r\n'));
          controller.close();
        },
      });
      return csvResponse(c, 'big.csv', body);
    });

  it('answers an uncached attachment with the file name', async () => {
    const response = await app.request('/whole');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-01-02.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('a,b\r\n1,2\r\n');
  });

  it('streams a body read in batches', async () => {
    const response = await app.request('/streamed');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="big.csv"');
    expect(await response.text()).toBe('a\r\n1\r\n');
  });
});
