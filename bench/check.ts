import { spawnSync } from 'node:child_process';
import { evaluateBudgets } from './budgets.ts';
import { LATEST_RESULTS, REPO_ROOT, loadResults } from './lib/results.ts';
import { renderBudgets } from './lib/table.ts';

/** `npm run bench:check`: the budgets against bench/results/latest.json (running the bench first if missing). */
let results = loadResults();
if (!results) {
  process.stderr.write(`${LATEST_RESULTS} not found: running the bench first.\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  results = loadResults();
  if (!results) {
    process.stderr.write('The bench wrote no results.\n');
    process.exit(1);
  }
}

const ageHours = (Date.now() - Date.parse(results.finishedAt)) / 3_600_000;
process.stdout.write(
  `Results from ${results.finishedAt} (${ageHours.toFixed(1)} h ago), ${results.settings.seconds} s per endpoint.\n`,
);
if (results.settings.seconds < 10)
  process.stdout.write('Note: a quick run (BENCH_SECONDS < 10); rerun `npm run bench` for the record.\n');

const outcomes = evaluateBudgets(results);
process.stdout.write(`${renderBudgets(outcomes)}\n`);
const failed = outcomes.filter((o) => !o.pass).length;
process.stdout.write(failed ? `\n${failed} budget(s) failed.\n` : '\nAll budgets pass.\n');
process.exitCode = failed ? 1 : 0;
