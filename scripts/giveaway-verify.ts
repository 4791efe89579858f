// npm run giveaway:verify -- <slug> [--url http://localhost:3000] [--file draw.json]
// Re-checks a giveaway's published draw: sha256(seed) against the commitment, the entry list against its hash, and
// the winners and alternates against a fresh run of the draw function (docs/giveaway-draw.md). Exit code 0 only when
// every check agrees.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyPublishedDraw } from '#domain/giveaways/draw-verify.ts';

const USAGE = 'usage: npm run giveaway:verify -- <slug> [--url http://localhost:3000] | --file draw.json';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, file: { type: 'string' } },
});
const [slug] = positionals;
if (!slug && !values.file) {
  console.error(USAGE);
  process.exit(2);
}

async function load(): Promise<unknown> {
  if (values.file) return JSON.parse(readFileSync(values.file, 'utf8'));
  const base = (values.url ?? process.env.STORE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const url = `${base}/api/giveaways/${encodeURIComponent(slug!)}/draw`;
  console.log(`Fetching ${url}`);
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  const json = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) throw new Error(json?.error?.message ?? `HTTP ${res.status}`);
  return json;
}

try {
  const report = verifyPublishedDraw(await load());
  for (const line of report.lines) console.log(line);
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(
    `FAIL could not read the published draw: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
