// npm run order:advance -- <order number or tracking code> [status]
// Moves an order one step along pending → confirmed → preparing → ready → in_transit → delivered
// (or up to the given status) on the running store, as the store itself.
import { readDevToken } from '#server/config/dev-token.ts';
import { loadEnv } from '#server/config/env.ts';

const [reference, to] = process.argv.slice(2);
if (!reference) {
  console.error('usage: npm run order:advance -- <order number or tracking code> [status]');
  process.exit(2);
}
const env = loadEnv();
const base = process.env.STORE_URL ?? `http://127.0.0.1:${env.PORT}`;
let token: string;
try {
  token = readDevToken(env.DATA_DIR);
} catch {
  console.error(`No dev token in ${env.DATA_DIR}: start the store first (npm start) with DEV_TOOLS on.`);
  process.exit(1);
}
const res = await fetch(`${base}/api/dev/orders/${encodeURIComponent(reference)}/advance`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-dev-token': token, origin: env.PUBLIC_URL },
  body: JSON.stringify(to ? { to } : {}),
}).catch((error: unknown) => {
  console.error(`Could not reach the store at ${base}: ${String(error)}`);
  process.exit(1);
});
const json = (await res.json()) as {
  order?: { orderNumber: string; status: string };
  error?: { message: string };
};
if (!res.ok || !json.order) {
  console.error(json.error?.message ?? `HTTP ${res.status}`);
  process.exit(1);
}
console.log(`${json.order.orderNumber} is now ${json.order.status.replace('_', ' ')}`);
