import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNIT_FILE, UPSTREAM_FILE, nginxConf, unitInstance, upstreamPorts } from './cluster-files.ts';
import { useTempDirs } from '#server/test-support/temp-dirs.ts';

const scratch = useTempDirs('nymnyc-cluster-files-');

/** The upstream file nginx is told to include by the conf written for `options`. */
function includedUpstream(options: Parameters<typeof nginxConf>[0]) {
  const dir = scratch();
  const conf = nginxConf(options, dir, dir);
  const included = /include (\S+upstream\.conf);/.exec(conf)![1]!;
  return { included, text: readFileSync(included, 'utf8') };
}

describe('the deploy files as npm run cluster reads them', () => {
  it("runs instance i of the unit on port 300i with metrics on 910i, from the unit's own lines", () => {
    const { env, command } = unitInstance(readFileSync(UNIT_FILE, 'utf8'), 2);
    expect(env).toMatchObject({ PORT: '3002', METRICS_PORT: '9102', DATA_DIR: '/var/lib/nymnyc/2' });
    expect(command.slice(-1)).toEqual(['server/main.ts']);
  });

  it('includes the upstream file itself when all its processes run on their own ports', () => {
    const { included } = includedUpstream({ port: 8080 });
    expect(included).toBe(UPSTREAM_FILE);
    expect(upstreamPorts()).toEqual([3001, 3002, 3003]);
  });

  it('lists only the processes that run, ports moved, with the rest of the file as it is', () => {
    const one = includedUpstream({ port: 8080, processes: 1 });
    expect(one.included).not.toBe(UPSTREAM_FILE);
    expect(upstreamPorts(one.text)).toEqual([3001]);
    const two = includedUpstream({ port: 8080, processes: 2, portOffset: 10_000 });
    expect(upstreamPorts(two.text)).toEqual([13001, 13002]);
    expect(two.text).toContain('server 127.0.0.1:13002 max_fails=1 fail_timeout=5s;');
    expect(two.text).toContain('least_conn;');
    expect(two.text).toContain('keepalive 32;');
  });
});
