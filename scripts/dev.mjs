// `npm run dev`: the API server under `tsx watch` on port 3000 and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const viteConfig = join(root, 'web', 'vite.config.ts');
if (!existsSync(viteConfig)) {
  console.error('web/vite.config.ts is missing: cannot start the Vite dev server.');
  process.exit(1);
}

const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
// Own process groups: a terminal Ctrl+C reaches only this script, which forwards exactly one signal
// (a second signal makes `tsx watch` kill the server before it has closed the database).
const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    // Vite proxies /api to :3000; pages are served from :5173, so that origin must pass the origin check.
    env: {
      ...process.env,
      PORT: '3000',
      TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173',
    },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), '--config', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: process.env,
  }),
];

let stopping = false;
function stop(code, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  setTimeout(() => process.exit(code), 8000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0, signal));
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
