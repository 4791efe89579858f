import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { rerunFirstLoads } from './rerun-first-loads.ts';

/** A server whose answers the test releases one by one; each answer is the value at the time it was read. */
function server() {
  let value = 'before';
  const pending: (() => void)[] = [];
  const read = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        const seen = value;
        pending.push(() => resolve(seen));
      }),
  );
  return {
    read,
    change: (next: string) => (value = next),
    answer: () => pending.shift()?.(),
  };
}

function watch(client: QueryClient, queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: ['queue'], queryFn, retry: false });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

describe('rerunFirstLoads', () => {
  it('a change announced while the first load is in flight is fetched once that load ends', async () => {
    const api = server();
    const client = rerunFirstLoads(new QueryClient());
    const { observer, stop } = watch(client, api.read);
    await vi.waitFor(() => expect(api.read).toHaveBeenCalledTimes(1));
    api.change('after');
    void client.invalidateQueries({ queryKey: ['queue'] });
    void client.invalidateQueries({ queryKey: ['queue'] });
    api.answer();
    await vi.waitFor(() => expect(api.read).toHaveBeenCalledTimes(2));
    api.answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('after'));
    expect(api.read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('without it, TanStack joins the invalidation to the load and keeps what it read before the change', async () => {
    const api = server();
    const client = new QueryClient();
    const { observer, stop } = watch(client, api.read);
    await vi.waitFor(() => expect(api.read).toHaveBeenCalledTimes(1));
    api.change('after');
    void client.invalidateQueries({ queryKey: ['queue'] });
    api.answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('before'));
    expect(api.read).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a query with data to TanStack: the invalidation cancels its fetch and asks again', async () => {
    const api = server();
    const client = rerunFirstLoads(new QueryClient());
    const { observer, stop } = watch(client, api.read);
    await vi.waitFor(() => expect(api.read).toHaveBeenCalledTimes(1));
    api.answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('before'));
    api.change('after');
    void client.invalidateQueries({ queryKey: ['queue'] });
    await vi.waitFor(() => expect(api.read).toHaveBeenCalledTimes(2));
    api.answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('after'));
    expect(api.read).toHaveBeenCalledTimes(2);
    stop();
  });
});
