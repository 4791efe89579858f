// `npm run test:flaky -- <file or file:line> [N] [--postgres] [--no-load] [--workers=N]`
// Runs one test (or one file) N times (default 20) with one extra core kept busy, as on a loaded CI machine, and
// prints how many runs passed. E2E specs (e2e/…) run in Playwright against one fresh server with --repeat-each;
// Vitest files run once per repetition (API tests on PGlite, or on a throwaway PostgreSQL 15 with --postgres).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
const out = join(root, '.test-data', 'flaky');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

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
  if (flags.has('--postgres')) {
    const started = spawnSync('bash', ['-c', 'source scripts/lib/postgres.sh && pg_start'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PG_STATE_FILE: join(out, 'pg.state') },
    });
    pgUrl = started.stdout.trim();
    if (started.status !== 0 || !pgUrl) {
      console.error(`test:flaky: PostgreSQL did not start\n${started.stderr}`);
      process.exit(1);
    }
    process.on('exit', () =>
      spawnSync('bash', ['-c', 'source scripts/lib/postgres.sh && pg_stop'], {
        cwd: root,
        env: { ...process.env, PG_STATE_FILE: join(out, 'pg.state') },
      }),
    );
  }
  for (let i = 1; i <= runs; i++) {
    const json = join(out, `run-${i}.json`);
    console.log(`\n==== run ${i} of ${runs} ====`);
    run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        kind,
        target,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile=${json}`,
      ],
      pgUrl ? { DATABASE_URL: pgUrl } : { DATABASE_URL: '' },
    );
    const report = readJson(json);
    const ran = (report?.numPassedTests ?? 0) + (report?.numFailedTests ?? 0);
    // A run where nothing ran (a skipped file, a wrong line) does not count as passed.
    if (report?.success && ran > 0 && report.numFailedTests === 0) passed += 1;
    else if (report && ran === 0)
      note = ' (no test ran: skipped here? PostgreSQL-only tests need --postgres)';
  }
}

stopLoad();
const loadNote = load ? 'one extra core kept busy' : 'no extra load';
console.log(`\ntest:flaky ${target}: ${passed}/${total} passed (${loadNote})${note}`);
process.exit(passed === total ? 0 : 1);
