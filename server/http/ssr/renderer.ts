import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '#domain/rendered-pages.ts';
import type { Logger } from '#server/log.ts';

/** The web app's rendering entry (web/src/app/render-pages.tsx), started in a worker thread. */
const WORKER = new URL('../../../web/src/app/render-worker.mjs', import.meta.url);

/** Renders a page with its data, so a phone paints it before the app's JavaScript has run. */
export interface PageRenderer {
  /** The page's markup and its data for the app, or null when rendering failed or took too long. */
  render(request: RenderRequest): Promise<{ markup: string; initialData: string } | null>;
  /** Starts the worker and loads the web app into it, so the first visitor does not wait for that. */
  warm(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Renders pages in a worker thread of its own: the web app's modules and browser globals stay out of the
 * server's thread, and a slow render never blocks it. Started on first use; a crashed worker is replaced.
 */
export function createPageRenderer({ log, timeoutMs = 1500 }: { log: Logger; timeoutMs?: number }) {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, (result: RenderResult) => void>();

  function start() {
    const thread = new Worker(WORKER);
    thread.unref();
    thread.on('message', ({ id, result }: { id: number; result: RenderResult }) => {
      pending.get(id)?.(result);
      pending.delete(id);
    });
    const fail = (why: string) => {
      if (worker === thread) worker = null;
      for (const [id, resolve] of pending) {
        resolve({ error: why });
        pending.delete(id);
      }
    };
    thread.on('error', (error) => {
      log.error('page renderer failed', { error: error.message });
      fail(error.message);
    });
    thread.on('exit', (code) => fail(`page renderer exited (${code})`));
    return thread;
  }

  function ask(request: RenderRequest | null, waitMs: number) {
    const thread = (worker ??= start());
    const id = (nextId += 1);
    return new Promise<RenderResult>((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve({ error: `no answer within ${waitMs} ms` });
      }, waitMs);
      pending.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      thread.postMessage({ id, request });
    });
  }

  const renderer: PageRenderer = {
    async warm() {
      const result = await ask(null, 60_000);
      if ('error' in result) log.warn('page renderer did not start', { error: result.error });
      return !('error' in result);
    },
    async render(request) {
      const result = await ask(request, timeoutMs);
      if ('error' in result) {
        log.warn('page not rendered', { page: request.page, error: result.error });
        return null;
      }
      return result;
    },
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
  return renderer;
}
