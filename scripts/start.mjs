// `npm start`: builds the web app when dist/web is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'dist', 'web', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(builtIndex)) return true;
  const sources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'domain')));
  return sources > statSync(builtIndex).mtimeMs;
}

if (needsBuild()) {
  console.log('Building the web app (dist/web is missing or older than web/ and domain/)...');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'web/vite.config.ts'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('The web build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 0)),
);
