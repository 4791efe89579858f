// The server's page renderer thread: the web app's modules are TypeScript, so tsx loads them here.
import { register } from 'tsx/esm/api';

register();
await import('./render-pages.tsx');
