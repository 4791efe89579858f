import { BUDGETS, adminBudgetMs, lighthouseLabel, type BudgetOutcome } from '../budgets.ts';
import type { BenchResults } from './results.ts';
import type { Timing } from './search-timing.ts';

type Row = [area: string, item: string, value: string, detail: string, relative: string];

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number | null) =>
  n === null ? 'n/a' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${int(n)} ms`;

function httpRows(results: BenchResults): Row[] {
  return results.http.flatMap((suite): Row[] => {
    const area = `HTTP ${suite.database}`;
    if (suite.skipped) return [[area, 'all endpoints', 'skipped', suite.skipped, '']];
    const rows = suite.endpoints.map((e): Row => {
      const detail = `p50 ${e.p50Ms} ms, p99 ${e.p99Ms} ms, ${e.errors} errors, ${e.non2xx} non-2xx`;
      const ratio = e.ratioToHealth === null ? '' : `${e.ratioToHealth.toFixed(2)}x health`;
      return [area, `GET ${e.path}`, `${int(e.requestsPerSecond)} req/s`, detail, ratio];
    });
    if (suite.error) rows.push([area, 'error', 'failed', suite.error.split('\n')[0]!, '']);
    return rows;
  });
}

function bundleRows(results: BenchResults): Row[] {
  const b = results.bundle;
  if (!('entry' in b) || b.error) return [['Web bundle', 'build/analysis', 'failed', b.error ?? '', '']];
  const clean = b.forbiddenHits.length ? `FOUND ${b.forbiddenHits.join('; ')}` : 'no courier/admin code';
  return [
    [
      'Web bundle',
      'customer initial JS (entry)',
      `${b.entryGzipKb} KB gzip`,
      `${b.entry.length} files, ${b.entryKb} KB raw; ${clean}`,
      `<= ${BUDGETS.customerEntryGzipKb} KB`,
    ],
    ...(b.groups ?? []).map((g): Row => {
      const item = `${g.name} initial JS`;
      const limit = BUDGETS.routeGroupGzipKb[g.name];
      const budget = limit === null || limit === undefined ? '' : `<= ${limit} KB`;
      if (g.error) return ['Web bundle', item, 'failed', g.error, budget];
      if (!g.built)
        return ['Web bundle', item, 'not built yet', `no ${g.name} route tree in the build`, budget];
      const detail = `beyond the entry, ${g.files.length} files, ${g.kb} KB raw; with the entry ${g.withEntryGzipKb} KB gzip; ${g.visit}`;
      return ['Web bundle', item, `${g.gzipKb} KB gzip`, detail, budget];
    }),
    ['Web bundle', 'all JS', `${b.totalJsGzipKb} KB gzip`, `${b.totalJsKb} KB raw`, ''],
    ...b.largestLazy.map((f): Row => [
      'Web bundle',
      `lazy ${f.file.replace(/^assets\//, '')}`,
      `${(f.gzipBytes / 1024).toFixed(1)} KB gzip`,
      `${(f.bytes / 1024).toFixed(1)} KB raw`,
      '',
    ]),
  ];
}

function lighthouseRows(results: BenchResults): Row[] {
  return results.lighthouse.map((r): Row => {
    const label = lighthouseLabel(r);
    if (r.error) return ['Lighthouse mobile', label, 'error', r.error, ''];
    const expectedGate = r.visit === 'first';
    const gate =
      (r.ageGateShown === !expectedGate
        ? expectedGate
          ? '; AGE GATE NOT SHOWN (invalid)'
          : '; AGE GATE SHOWN (invalid)'
        : '') + (r.missingText ? `; '${r.missingText}' NOT SHOWN (invalid)` : '');
    const cls = r.cls === null ? 'n/a' : r.cls.toFixed(3);
    const perfRange = r.performanceSpread ? ` (${r.performanceSpread.join('–')})` : '';
    const tbtRange = r.tbtSpread ? ` (${r.tbtSpread.map((n) => Math.round(n)).join('–')} ms)` : '';
    return [
      'Lighthouse mobile',
      label,
      `median of ${r.runs.length}: perf ${r.performance}${perfRange}, a11y ${r.accessibility}`,
      `LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}${tbtRange}, CLS ${cls}${gate}`,
      `>= ${BUDGETS.lighthouseMinPerformance} / >= ${BUDGETS.lighthouseMinAccessibility}`,
    ];
  });
}

function checkoutRows(results: BenchResults): Row[] {
  if (results.checkoutError) return [['Checkout postgres', 'error', 'failed', results.checkoutError, '']];
  return (results.checkout ?? []).map((r): Row => {
    const kind = r.stock < 1000 ? `sell-out of ${r.stock}` : 'ample stock';
    const detail = `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.orders} orders, ${r.refused} refused, ${r.errors} errors`;
    const check = `${r.oversold} oversold${r.consistent ? '' : ', INCONSISTENT'}`;
    const ratio = r.ratioToHealth != null && r.stock >= 1000 ? `${r.ratioToHealth.toFixed(3)}× health, ` : '';
    return [
      'Checkout postgres',
      `POST /api/checkout, ${r.connections} conn, ${kind}`,
      `${r.ordersPerSecond.toFixed(0)} orders/s`,
      detail,
      `${ratio}${check}`,
    ];
  });
}

function clusterRows(results: BenchResults): Row[] {
  if (results.clusterError) return [['Cluster postgres', 'error', 'failed', results.clusterError, '']];
  return (results.cluster ?? []).map((r): Row => [
    'Cluster postgres',
    `nginx + ${r.processes} process${r.processes === 1 ? '' : 'es'}, checkout, ${r.connections} conn`,
    `${r.ordersPerSecond.toFixed(0)} orders/s`,
    `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms; health ${int(r.healthPerSecond)}/s (p99 ${r.healthP99Ms} ms); ` +
      `${r.healthFailures} + ${r.checkoutFailures} failures, ${r.healthSocketErrors} health socket errors${r.refusedBy ? ` (${r.refusedBy})` : ''}, ${r.oversold} oversold${r.consistent ? '' : ', INCONSISTENT'}`,
    r.ratioToHealth == null ? '' : `${r.ratioToHealth.toFixed(3)}× health`,
  ]);
}

function fanoutRows(results: BenchResults): Row[] {
  const area = 'Realtime postgres';
  const rows = (results.fanout ?? []).flatMap((r): Row[] => {
    const where = r.processes === 1 ? '1 process' : `${r.processes} processes (${r.connected.join(' + ')})`;
    const item = `${int(r.subscribers)} subs, ${where}`;
    const viaNotify = r.perProcess
      .slice(1)
      .map((p) => `, via NOTIFY p50 ${ms(p.p50Ms)} p99 ${ms(p.p99Ms)}`)
      .join('');
    const failed = r.connectFailures ? `, ${r.connectFailures} failed to connect (${r.connectError})` : '';
    const detail =
      `p50 ${ms(r.p50Ms)}, p95 ${ms(r.p95Ms)}, max ${ms(r.maxMs)}; ${int(r.delivered)}/${int(r.expected)} ` +
      `delivered, ${r.posts} posts (${r.refusedPosts} refused), connect ${r.connectSeconds} s${failed}${viaNotify}`;
    const trips = r.roundTripsPerPosition ?? 'not counted';
    return [
      [area, item, `p99 ${ms(r.p99Ms)}`, detail, `<= ${BUDGETS.fanoutP99Ms} ms`],
      [
        area,
        `database round trips per position, ${r.processes === 1 ? '1 process' : `${r.processes} processes`}`,
        String(trips),
        'POST /api/courier/location with session, PIN check and fan-out, counted on every server',
        '',
      ],
    ];
  });
  if (results.fanoutError) rows.push([area, 'error', 'failed', results.fanoutError.split('\n')[0]!, '']);
  return rows;
}

function adminRows(results: BenchResults): Row[] {
  const area = 'Admin postgres';
  const admin = results.admin;
  const rows: Row[] = admin
    ? [
        [
          area,
          'seed',
          `${admin.seedSeconds.toFixed(0)} s`,
          `${int(admin.orders)} orders with lines and events`,
          '',
        ],
        ...admin.endpoints.map((e): Row => {
          const plan = admin.plans.find((p) => p.name === e.name);
          const scan = plan
            ? plan.seqScanOnOrders
              ? 'SEQ SCAN on orders'
              : 'no seq scan on orders'
            : 'no plan';
          const budget = adminBudgetMs(e.name);
          return [
            area,
            `${e.name}, ${admin.connections} conn`,
            `p99 ${ms(e.p99Ms)}`,
            `p50 ${ms(e.p50Ms)}, ${e.requestsPerSecond.toFixed(0)} req/s, ${e.non2xx} non-2xx; ${scan}`,
            `<= ${budget} ms`,
          ];
        }),
      ]
    : [];
  if (results.adminError) rows.push([area, 'error', 'failed', results.adminError.split('\n')[0]!, '']);
  return rows;
}

function importRows(results: BenchResults): Row[] {
  const area = 'Import';
  const rows: Row[] = [];
  const i = results.import;
  if (i) {
    const detail = `preview ${i.previewSeconds} s, ${int(i.variants)} variants, ${i.megabytes} MB`;
    rows.push([
      area,
      `${int(i.products)} products, postgres`,
      `${i.importSeconds} s`,
      detail,
      `< ${BUDGETS.importSeconds} s`,
    ]);
  }
  if (results.importError) rows.push([area, 'error', 'failed', results.importError.split('\n')[0]!, '']);
  for (const r of results.importUnderLoad ?? []) {
    rows.push([
      area,
      `GET /api/products during a ${int(r.rows)}-row import, ${r.database}`,
      `p99 ${ms(r.p99Ms)}`,
      `p50 ${ms(r.p50Ms)}, max ${ms(r.maxMs)}, ${int(r.polls)} polls (${r.failedPolls} failed); ` +
        `import ${r.importSeconds} s (202 in ${ms(r.submitMs)}), ${r.megabytes} MB`,
      `<= ${BUDGETS.importUnderLoadP99Ms} ms`,
    ]);
  }
  if (results.importUnderLoadError) {
    rows.push([area, 'under load: error', 'failed', results.importUnderLoadError.split('\n')[0]!, '']);
  }
  return rows;
}

/** The whole run as one markdown table. */
function searchRows(results: BenchResults): Row[] {
  const s = results.search;
  if (results.searchError) return [['Search', 'error', 'failed', results.searchError.split('\n')[0]!, '']];
  if (!s) return [];
  const area = `Search, ${int(s.products)} products`;
  const row = (item: string, t: Timing): Row => [
    area,
    item,
    `median ${t.medianMs} ms`,
    `min ${t.spreadMs[0]} ms, max ${t.spreadMs[1]} ms, ${t.runs} runs, ${int(t.hits)} products`,
    '',
  ];
  return [
    row('build the index', s.indexBuild),
    row('new snapshot, same texts', s.indexKept),
    ...s.queries.map((t) => row(`"${t.name}"`, t)),
    ...s.browse.map((t) => row(`menu ${t.name}`, t)),
  ];
}

export function renderTable(results: BenchResults): string {
  const header: Row = ['Area', 'Item', 'Result', 'Detail', 'Ratio / budget'];
  const rows = [
    header,
    ...httpRows(results),
    ...checkoutRows(results),
    ...clusterRows(results),
    ...fanoutRows(results),
    ...adminRows(results),
    ...importRows(results),
    ...searchRows(results),
    ...bundleRows(results),
    ...lighthouseRows(results),
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: Row) => `| ${r.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(header), rule, ...rows.slice(1).map(line)].join('\n');
}

export function renderBudgets(outcomes: BudgetOutcome[]): string {
  const verdict = (o: BudgetOutcome) => (o.skipped ? 'SKIP' : o.pass ? 'PASS' : 'FAIL');
  return outcomes.map((o) => `${verdict(o)}  ${o.name}: ${o.actual}`).join('\n');
}

/** Load average and where the results went; warns when other work competed for the CPU. */
export function renderFooter(results: BenchResults, file: string): string {
  const { before, after } = results.loadAverage;
  const cores = results.machine.cpus;
  const lines = [
    `Load average (1 min) ${before.toFixed(2)} before, ${after.toFixed(2)} after, on ${cores} cores.`,
  ];
  if (before > cores * 0.75) {
    lines.push(
      'Warning: the machine was already busy when the bench started; latency figures are pessimistic.',
    );
  }
  lines.push(`Results: ${file}`);
  return lines.join('\n');
}
