import { describe, expect, it } from 'vitest';
import { BlogPostsResponseSchema } from '#domain/catalog/blog-response.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

describe('journal', () => {
  it('lists the posts newest first, without their bodies', async () => {
    const res = await client(t.app).call('/api/blog');
    expect(res.status).toBe(200);
    const posts = res.json!.posts as { slug: string; publishedAt: string; body?: string }[];
    expect(posts.map((p) => p.slug)).toContain('ny-purchase-limits-explained');
    expect(posts.every((p) => p.body === undefined)).toBe(true);
    const times = posts.map((p) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it("gives each post's day in New York, the day the page shows (late evening there is already tomorrow in UTC)", async () => {
    const { posts } = BlogPostsResponseSchema.parse((await client(t.app).call('/api/blog')).json);
    const nyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
    for (const post of posts) expect(post.publishedOn).toBe(nyDay.format(new Date(post.publishedAt)));
  });

  it('lists the partner shops by name', async () => {
    const res = await client(t.app).call('/api/shops');
    expect(res.status).toBe(200);
    const names = (res.json!.shops as { name: string }[]).map((s) => s.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
  });

  it('the purchase-limits post claims only the meters the cart has (flower, concentrates, edible THC)', async () => {
    const res = await client(t.app).call('/api/blog/ny-purchase-limits-explained');
    expect(res.status).toBe(200);
    const body = res.json!.post.body as string;
    expect(body).toContain('a live meter for flower, one for concentrates and one for edible THC');
    expect(body).toContain('1,000 mg of edible THC per order');
    expect(body).not.toMatch(/does not meter edibles|meter for each limit category/);
  });
});
