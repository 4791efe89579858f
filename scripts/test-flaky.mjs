// `npm run test:flaky -- <file or file:line> [N] [--postgres] [--no-load] [--workers=N]`
// Runs one test (or one file) N times (default 20) with one extra core kept busy, as on a loaded CI machine, and
// prints how many runs passed. E2E specs (e2e/…) run in Playwright against one fresh server with --repeat-each;
// Vitest files run once per repetition (API tests on PGlite, or on a throwaway PostgreSQL 15 with --postgres).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [target, count = '20'] = args.filter((a) => !a.startsWith('--'));
const usage = 'usage: npm run test:flaky -- <file or file:line> [N] [--postgres] [--no-load] [--workers=N]';
if (!target || !/^\d+$/.test(count) || Number(count) < 1) {
  console.error(usage);
  process.exit(2);
}
const runs = Number(count);
const file = target.replace(/:\d+$/, '');
if (!existsSync(join(root, file))) {
  console.error(`test:flaky: ${file} does not exist`);
  process.exit(2);
}
const workersFlag = [...flags].find((f) => f.startsWith('--workers='));
const kind = file.startsWith('e2e/') ? 'e2e' : file.endsWith('.api.test.ts') ? 'api' : 'unit';
// Its own folder, so two hunts can run side by side.
const out = join(root, '.test-data', `flaky-${process.pid}`);
mkdirSync(out, { recursive: true });
process.on('exit', () => rmSync(out, { recursive: true, force: true }));

/** One core spinning for the whole hunt: the other test worker, a build, a browser on a 2-core machine. */
const load = flags.has('--no-load')
  ? null
  : spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopLoad = () => load?.kill('SIGKILL');
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Every result of every test in a Playwright JSON report, as pass/fail per repetition. */
function playwrightOutcomes(report) {
  const outcomes = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results)
          outcomes.push(r.status === 'passed' || r.status === 'skipped' ? r.status : 'failed');
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return outcomes;
}

let passed = 0;
let total = runs;
let note = '';
if (kind === 'e2e') {
  const json = join(out, 'e2e.json');
  run(
    'npx',
    [
      'playwright',
      'test',
      target,
      `--repeat-each=${runs}`,
      '--retries=0',
      `--workers=${workersFlag ? workersFlag.split('=')[1] : '1'}`,
      '--reporter=line,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: json, CI: '1' },
  );
  const outcomes = playwrightOutcomes(readJson(json));
  const tests = Math.max(1, Math.round(outcomes.length / runs));
  // Every repetition of every test counts: a file of 3 tests run 20 times is 60 runs.
  total = Math.max(runs * tests, outcomes.length);
  passed = outcomes.filter((o) => o === 'passed').length;
  if (outcomes.length > 0 && outcomes.every((o) => o === 'skipped')) note = ' (every run was skipped)';
  if (tests > 1) note += ` (${tests} tests, ${runs} times each)`;
} else {
  let pgUrl = null;
  const pgState = join(tmpdir(), `nymnyc-flaky-pg-${process.pid}.state`);
  if (flags.has('--postgres')) {
    const started = spawnSync('bash', ['-c', 'source scripts/lib/postgres.sh && pg_start'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PG_STATE_FILE: pgState },
    });
    pgUrl = started.stdout.trim();
    if (started.status !== 0 || !pgUrl) {
      console.error(`test:flaky: PostgreSQL did not start\n${started.stderr}`);
      process.exit(1);
    }
    process.on('exit', () =>
      spawnSync('bash', ['-c', 'source scripts/lib/postgres.sh && pg_stop'], {
        cwd: root,
        env: { ...process.env, PG_STATE_FILE: pgState },
      }),
    );
  }
  // One Vitest for every run: its global setup (the template database) and transforms are made once, as in the
  // suite, and each run executes the test file afresh.
  if (pgUrl) process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest('test', {
    watch: false,
    project: [kind],
    reporters: ['dot'],
    includeTaskLocation: true,
  });
  const specs = await vitest.getRelevantTestSpecifications([target]);
  for (let i = 1; i <= runs; i++) {
    console.log(`\n==== run ${i} of ${runs} ====`);
    // The first run through start(), which also sets up the reporter and the global setup.
    if (i === 1) await vitest.start([target]);
    else await vitest.runTestSpecifications(specs);
    const testModules = vitest.state.getTestModules();
    const unhandledErrors = vitest.state.getUnhandledErrors();
    const states = testModules.flatMap((m) => [...m.children.allTests()].map((t) => t.result().state));
    const ran = states.filter((state) => state === 'passed' || state === 'failed').length;
    const failed = states.includes('failed') || testModules.some((m) => m.state() === 'failed');
    // A run where nothing ran (a skipped file, a wrong line) does not count as passed.
    if (ran > 0 && !failed && unhandledErrors.length === 0) passed += 1;
    else if (ran === 0) note = ' (no test ran: skipped here? PostgreSQL-only tests need --postgres)';
  }
  await vitest.close();
}

stopLoad();
const loadNote = load ? 'one extra core kept busy' : 'no extra load';
console.log(`\ntest:flaky ${target}: ${passed}/${total} passed (${loadNote})${note}`);
process.exit(passed === total ? 0 : 1);
