const HOUR_MS = 3_600_000;

/**
 * A background job of this process: `start` runs it now and then every hour (never keeping the process alive), `stop`
 * ends it. A failed run is logged by `onError` and the next one comes on time.
 */
export function hourlyJob(run: () => Promise<unknown>, onError: (error: unknown) => void) {
  let timer: ReturnType<typeof setInterval> | null = null;
  const once = () => run().catch(onError);
  return {
    start() {
      if (timer) return;
      void once();
      timer = setInterval(() => void once(), HOUR_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
