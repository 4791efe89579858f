type Task = () => Promise<void> | void;

const tasks: Task[] = [];
let installed = false;

/** Registers a clean-up step (stop a server, a database); returns a function that runs and removes it. */
export function onCleanup(task: Task): () => Promise<void> {
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index === -1) return;
    tasks.splice(index, 1);
    await task();
  };
}

/** Runs every registered step, newest first; each is bounded to 20 s and failures are only reported. */
export async function runCleanup() {
  while (tasks.length) {
    const task = tasks.pop()!;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(task),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('clean-up step timed out')), 20_000);
        }),
      ]);
    } catch (error) {
      process.stderr.write(`bench clean-up: ${error instanceof Error ? error.message : String(error)}\n`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** On Ctrl-C or SIGTERM: stop every child and database, then exit. */
export function installSignalHandlers() {
  if (installed) return;
  installed = true;
  let stopping = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.stderr.write(`\nbench: ${signal}, stopping children...\n`);
      void runCleanup().finally(() => process.exit(code));
    });
  }
}
