import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files an operator installs from deploy/, as `npm run cluster` reads them: one source for both. */
export const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const UNIT_FILE = join(REPO, 'deploy/systemd/nymnyc@.service');
export const UPSTREAM_FILE = join(REPO, 'deploy/nginx/nymnyc-upstream.conf');
export const LOCATIONS_FILE = join(REPO, 'deploy/nginx/nymnyc-locations.conf');

/** What systemd would run for instance `instance` of the unit: its environment (in order) and its command. */
export function unitInstance(unit: string, instance: number) {
  const env: Record<string, string> = {};
  let command: string[] = [];
  const expand = (value: string) => value.replaceAll('%i', String(instance));
  for (const raw of unit.split('\n')) {
    const line = raw.trim();
    const at = line.indexOf('=');
    if (line.startsWith('#') || at < 0) continue;
    const key = line.slice(0, at);
    const value = expand(line.slice(at + 1));
    if (key === 'Environment') {
      for (const pair of value.split(/\s+/)) {
        const eq = pair.indexOf('=');
        if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1);
      }
    }
    if (key === 'ExecStart') command = value.split(/\s+/);
  }
  return { env, command };
}

/** The upstream servers' ports, in the order the upstream file lists them. */
export function upstreamPorts(upstream = readFileSync(UPSTREAM_FILE, 'utf8')): number[] {
  return [...upstream.matchAll(/^\s*server\s+127\.0\.0\.1:(\d+)/gm)].map((m) => Number(m[1]));
}

/** nginx's own file: the store's upstream and locations included from deploy/ (ports moved for a test). */
export function nginxConf(
  options: { port: number; portOffset?: number; processes?: number },
  root: string,
  dir: string,
) {
  const offset = options.portOffset ?? 0;
  const count = options.processes ?? upstreamPorts().length;
  let upstream = UPSTREAM_FILE;
  // The file as it is, unless the ports move or fewer processes run (the bench's 1 and 2): then a copy, changed so.
  if (offset !== 0 || count < upstreamPorts().length) {
    upstream = join(dir, 'nymnyc-upstream.conf');
    let seen = 0;
    writeFileSync(
      upstream,
      readFileSync(UPSTREAM_FILE, 'utf8').replace(
        /^(\s*server\s+127\.0\.0\.1:)(\d+)(.*\n)/gm,
        (_, head: string, port: string, tail: string) =>
          (seen += 1) > count ? '' : `${head}${Number(port) + offset}${tail}`,
      ),
    );
  }
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'tmp', name)};`;
  // nginx's workers run as another user when nginx is started as root: they must reach their temporary files.
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, 'tmp', name), { recursive: true });
    chmodSync(join(dir, 'tmp', name), 0o777);
  }
  // … and every directory above them, up to the cluster's.
  for (const up of [root, dir, join(dir, 'tmp')]) chmodSync(up, 0o755);
  return `# Written by npm run cluster: the store's nginx files from deploy/, on port ${options.port}, without TLS.
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    access_log ${join(dir, 'access.log')};
    ${temp('client_body')}
    ${temp('proxy')}
    ${temp('fastcgi')}
    ${temp('uwsgi')}
    ${temp('scgi')}
    include ${upstream};
    server {
        listen 127.0.0.1:${options.port};
        include ${LOCATIONS_FILE};
    }
}
`;
}
