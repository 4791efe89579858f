// Prints one row per test step and, as the very last line, `N passed, N failed[, N skipped]`.
// Exits 1 when anything failed. Each argument describes one step:
//   check:<name>:<exit code>:<seconds>               a command that counts as one test (validate, build)
//   vitest:<name>:<exit code>:<seconds>:<json>       a Vitest run with its JSON report
//   playwright:<name>:<exit code>:<seconds>:<json>   a Playwright run with its JSON report
//   skip:<name>:<reason>                             a step that did not run (not counted)
//   total:<seconds>                                  the whole run's wall time (steps may overlap)
import { existsSync, readFileSync } from 'node:fs';

function readJson(path) {
  if (!path || !existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A runner that failed without a failing test (crash, setup error, missing report) counts as one failure. */
function withCrash(counts, exitCode, report) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'no JSON report: the runner crashed' };
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${exitCode}` };
  return counts;
}

function vitestCounts(report, exitCode) {
  if (!report) return withCrash(null, exitCode, null);
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  if (report.success === false && counts.failed === 0)
    return { ...counts, failed: 1, note: 'errors outside tests' };
  return withCrash(counts, exitCode, report);
}

function playwrightCounts(report, exitCode) {
  if (!report?.stats) return withCrash(null, exitCode, null);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const counts = { passed: expected + flaky, failed: unexpected, skipped };
  if ((report.errors ?? []).length > 0 && counts.failed === 0) {
    return { ...counts, failed: 1, note: String(report.errors[0]?.message ?? 'global error').split('\n')[0] };
  }
  return withCrash(counts, exitCode, report);
}

/** `file › title: first line of the error` for each failed Vitest test, so a CI log's tail names what failed. */
function vitestFailures(report) {
  const out = [];
  for (const file of report?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      out.push(
        `${file.name.replace(process.cwd() + '/', '')} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`,
      );
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed')
      out.push(`${file.name.replace(process.cwd() + '/', '')}: ${firstLine(file.message)}`);
  }
  return out;
}

/** The same for Playwright: every test whose outcome was unexpected, with its project. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        out.push(
          `${spec.file ?? file} › [${test.projectName}] ${spec.title}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return out;
}

function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? 'no message').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? 'no message'
  );
}

const rows = [];
const failures = [];
let wall = null;
for (const arg of process.argv.slice(2)) {
  const [kind, name, code, seconds, ...rest] = arg.split(':');
  if (kind === 'total') {
    wall = Number(name);
    continue;
  }
  const exitCode = Number(code);
  const path = rest.join(':');
  if (kind === 'skip') {
    rows.push({
      name,
      passed: 0,
      failed: 0,
      skipped: 0,
      seconds: '',
      note: `skipped: ${arg.split(':').slice(2).join(':')}`,
    });
    continue;
  }
  let counts;
  if (kind === 'check')
    counts = exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  else if (kind === 'vitest') {
    const report = readJson(path);
    counts = vitestCounts(report, exitCode);
    failures.push(...vitestFailures(report).map((f) => `${name}: ${f}`));
  } else if (kind === 'playwright') {
    const report = readJson(path);
    counts = playwrightCounts(report, exitCode);
    failures.push(...playwrightFailures(report).map((f) => `${name}: ${f}`));
  } else throw new Error(`summarize-tests: unknown step kind "${kind}" in "${arg}"`);
  rows.push({ name, ...counts, seconds: `${seconds}s` });
}

const total = rows.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log('\n==== Summary ====');
const width = Math.max(...rows.map((r) => r.name.length), 4);
console.log(`${'step'.padEnd(width)}  passed  failed  skipped   time`);
for (const r of rows) {
  const cells = [String(r.passed).padStart(6), String(r.failed).padStart(6), String(r.skipped).padStart(7)];
  console.log(
    `${r.name.padEnd(width)}  ${cells.join('  ')}  ${String(r.seconds).padStart(5)}${r.note ? `  (${r.note})` : ''}`,
  );
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}
if (wall !== null) {
  const m = Math.floor(wall / 60);
  console.log(`wall time ${m} min ${wall % 60} s (validate, build and unit run side by side)`);
}
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`,
);
process.exitCode = total.failed > 0 ? 1 : 0;
