import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_ONE = '00000000-0000-4000-8000-000000000000';

type ProductRoute =
  | Exclude<
      Extract<RouteKey, `${string} /api/admin/${'products' | 'product-templates'}${string}`>,
      `${string} /api/admin/products/analytics${string}`
    >
  | Extract<RouteKey, `${string} /api/dev/products${string}`>;

const BASICS = {
  name: 'Probe Flower',
  category: 'flower',
  shopId: NO_ONE,
  producerName: null,
  producerLicense: null,
  strainType: 'hybrid',
  description: '',
};
const TEMPLATE = {
  category: 'flower',
  defaults: {
    limitCategory: 'flower',
    descriptionSkeleton: '',
    variants: [{ label: '3.5g', netGrams: 3.5 }],
  },
};
let n = 0;

/** The admin's products and templates. Writes name no such product or shop: past the checks, 404 or 422. */
export const PRODUCT_PROBES: Record<ProductRoute, ProbeOf> = {
  'POST /api/dev/products/:id/copy': (w) => ({
    path: `/api/dev/products/${w.productId}/copy`,
    body: { stock: 1 },
  }),
  'GET /api/admin/products': to('/api/admin/products?status=active&sort=name'),
  'GET /api/admin/products/export.csv': to('/api/admin/products/export.csv?status=archived'),
  'POST /api/admin/products': to('/api/admin/products', { body: BASICS, ok: [422] }),
  'POST /api/admin/products/bulk': to('/api/admin/products/bulk', {
    body: { action: 'archive', ids: [NO_ONE] },
  }),
  'GET /api/admin/products/:id': (w) => ({ path: `/api/admin/products/${w.productId}` }),
  'GET /api/admin/products/:id/duplicate': (w) => ({ path: `/api/admin/products/${w.productId}/duplicate` }),
  'PUT /api/admin/products/:id/basics': to(`/api/admin/products/${NO_ONE}/basics`, {
    body: BASICS,
    ok: [404],
  }),
  'PUT /api/admin/products/:id/variants': to(`/api/admin/products/${NO_ONE}/variants`, {
    body: { limitCategory: 'flower', variants: [] },
    ok: [404],
  }),
  'PUT /api/admin/products/:id/compliance': to(`/api/admin/products/${NO_ONE}/compliance`, {
    body: {
      thcPercentage: 20,
      thcaPercentage: null,
      cbdPercentage: null,
      thcMgPerServing: null,
      thcMgPerPackage: null,
      labResultId: null,
    },
    ok: [404],
  }),
  'PUT /api/admin/products/:id/images': to(`/api/admin/products/${NO_ONE}/images`, {
    body: { images: [] },
    ok: [404],
  }),
  'POST /api/admin/products/:id/status': to(`/api/admin/products/${NO_ONE}/status`, {
    body: { status: 'archived' },
    ok: [404],
  }),
  'GET /api/admin/product-templates': to('/api/admin/product-templates'),
  'POST /api/admin/product-templates': () => ({
    path: '/api/admin/product-templates',
    body: { ...TEMPLATE, name: `Probe template ${(n += 1)} ${Date.now()}` },
  }),
  'PUT /api/admin/product-templates/:id': to(`/api/admin/product-templates/${NO_ONE}`, {
    body: { ...TEMPLATE, name: 'Probe template' },
    ok: [404],
  }),
  'DELETE /api/admin/product-templates/:id': to(`/api/admin/product-templates/${NO_ONE}`, { ok: [404] }),
  'GET /api/admin/product-templates/:id/prefill': to(`/api/admin/product-templates/${NO_ONE}/prefill`, {
    ok: [404],
  }),
};
