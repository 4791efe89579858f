import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// Product templates: listed for support and admin, written (audited) by admin only.
const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
});

const audits = (id: string) =>
  sqlRows<{ action: string }>(t.db, sql`select action from audit_logs where target_id = ${id} order by id`);

describe('product templates', () => {
  it('keeps templates and pre-fills a new product from one', async () => {
    const list = await admin.call('/api/admin/product-templates');
    expect(list.json!.templates.length).toBeGreaterThanOrEqual(5);
    const body = {
      name: 'Infused pre-roll',
      category: 'pre-rolls',
      defaults: {
        limitCategory: 'flower',
        descriptionSkeleton: 'Infused.',
        variants: [{ label: '1g', netGrams: 1 }],
      },
    };
    const created = await admin.call('/api/admin/product-templates', { method: 'POST', body });
    expect(created.status).toBe(201);
    const id = created.json!.template.id;
    expect((await admin.call('/api/admin/product-templates', { method: 'POST', body })).status).toBe(409);
    const prefill = await admin.call(`/api/admin/product-templates/${id}/prefill`);
    expect(prefill.json!.input).toMatchObject({
      category: 'pre-rolls',
      description: 'Infused.',
      templateId: id,
    });
    expect((await support.call(`/api/admin/product-templates/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await admin.call(`/api/admin/product-templates/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await audits(id)).map((a) => a.action)).toEqual([
      'product_template.created',
      'product_template.deleted',
    ]);
  });

  it('refuses a template without a name and a support write', async () => {
    const body = {
      name: ' ',
      category: 'flower',
      defaults: { limitCategory: 'flower', descriptionSkeleton: '', variants: [] },
    };
    const bad = await admin.call('/api/admin/product-templates', { method: 'POST', body });
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('Enter the template name');
    const refused = await support.call('/api/admin/product-templates', {
      method: 'POST',
      body: { ...body, name: 'Support template' },
    });
    expect(refused.status).toBe(403);
    expect((await support.call('/api/admin/product-templates')).status).toBe(200);
  });
});
