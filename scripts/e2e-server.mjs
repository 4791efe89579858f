// The server Playwright starts: a fresh seeded database on every run, the built web app, port 4173 (E2E_PORT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.test-data', 'e2e-db');
const port = process.env.E2E_PORT ?? '4173';

if (!existsSync(join(root, 'dist', 'web', 'index.html'))) {
  console.log('e2e-server: dist/web/index.html is missing, building the web app');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.error('e2e-server: the web build failed; serving the API only');
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: undefined,
    // No PUBLIC_URL: the store trusts the origin HOST and PORT give, as after a newcomer's `PORT=… npm start`.
    PUBLIC_URL: undefined,
    TRUSTED_ORIGINS: undefined,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: '.test-data/e2e-db',
    SEED_DEMO: 'true',
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: 'dist/web',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
