import { describe, expect, it } from 'vitest';
import { SearchResponseSchema, type SearchResponse } from '#domain/catalog/product-response.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

async function search(q: string): Promise<SearchResponse> {
  const { status, json } = await client(t.app).call(`/api/search?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return SearchResponseSchema.parse(json);
}
const names = async (q: string) => (await search(q)).results.map((r) => r.name);

// The expectations are the seeded demo catalog (server/seed/catalog-data-*.ts).
describe('search over the demo catalog', () => {
  it('"indica" finds the indica products, flower first, out of stock last', async () => {
    const { results } = await search('indica');
    expect(results.map((r) => r.name)).toEqual([
      'Velvet Plum',
      'Midnight Orchard',
      'Cedar Smoke',
      'Velvet Plum Pre-Roll 5-Pack, 5 × 0.7 g',
      'Cedar Smoke Pre-Roll, 1 g',
      'Wildflower Honey Sachets, 5 × 10 mg',
      'Velvet Plum Live Rosin, 1 g',
      'Velvet Plum All-in-One Vape, 0.5 g',
      'Midnight Orchard Hash Rosin, 1 g',
    ]);
    expect(results.every((r) => r.strainType === 'indica')).toBe(true);
    expect(results.at(-1)!.inStock).toBe(false);
  });

  it('"pre roll", "pre-roll" and "prerolls" find the pre-rolls', async () => {
    const expected = await names('pre roll');
    expect(expected).toHaveLength(5);
    expect(expected.every((n) => /Pre-Roll|Minis|Twin Pack/.test(n))).toBe(true);
    expect(expected.at(-1)).toBe('Harbor Fog Minis, 10 × 0.35 g');
    expect(await names('pre-roll')).toEqual(expected);
    expect(await names('PREROLLS')).toEqual(expected);
    expect((await names('sativa pre roll')).sort()).toEqual([
      'Blood Orange Tonic Twin Pack, 2 × 1 g',
      'Catskill Sunrise Pre-Roll, 1 g',
    ]);
  });

  it('forgives a typo: "velvit plum" finds Velvet Plum first', async () => {
    const found = await names('velvit plum');
    expect(found[0]).toBe('Velvet Plum');
    expect(found).toEqual(expect.arrayContaining(['Velvet Plum Live Rosin, 1 g']));
    expect(found.every((n) => n.startsWith('Velvet Plum'))).toBe(true);
    expect((await names('catskil sunrize'))[0]).toBe('Catskill Sunrise');
  });

  it('"sleep" finds the products whose producers describe an evening or calming effect', async () => {
    expect((await names('sleep')).sort()).toEqual([
      'Midnight Orchard',
      'Velvet Plum',
      'Velvet Plum Pre-Roll 5-Pack, 5 × 0.7 g',
    ]);
    // A known word is matched exactly: the tea's "steep" is not "sleep".
    expect(await names('something for sleep')).not.toContain('Earl Grey Tea Sachets, 10 × 5 mg');
    expect(await names('relaxing flower')).toEqual(
      expect.arrayContaining(['Velvet Plum', 'Adirondack Mint', 'Garnet Reserve']),
    );
  });

  it('"thc 25" means about 25% total THC and up, closest first', async () => {
    const { results } = await search('thc 25');
    expect(results.slice(0, 2).map((r) => r.name)).toEqual(['Garnet Reserve', 'Adirondack Mint']);
    // The two flowers, then the concentrates and vapes (57–87%), in stock first, each by closeness to 25%.
    expect(results).toHaveLength(9);
    const total = (r: (typeof results)[number]) => (r.thcPercentage ?? 0) + (r.thcaPercentage ?? 0) * 0.877;
    expect(results.every((r) => total(r) >= 24)).toBe(true);
    const inStock = results.filter((r) => r.inStock).map(total);
    expect(inStock).toEqual([...inStock].sort((a, b) => a - b));
    expect(results.at(-1)).toMatchObject({ name: 'Midnight Orchard Hash Rosin, 1 g', inStock: false });
    expect(await names('25% thc flower')).toEqual(['Garnet Reserve', 'Adirondack Mint']);
    expect(await names('indica thc 20-22')).toEqual(['Midnight Orchard']);
  });

  it('ranks a name match above a description match', async () => {
    const found = await names('plum');
    expect(found[0]).toBe('Velvet Plum');
    expect(found.slice(0, 4).every((n) => n.startsWith('Velvet Plum'))).toBe(true);
  });

  it('suggests near names and categories when nothing matches, and nothing for nothing', async () => {
    const none = await search('velvet plum gummies');
    expect(none.results).toEqual([]);
    expect(none.suggestions!.names[0]).toBe('Velvet Plum');
    expect(none.suggestions!.categories[0]).toBe('edibles');
    expect(none.suggestions!.categories).toHaveLength(5);
    const garbage = await search('zzqx');
    expect(garbage).toEqual({
      results: [],
      suggestions: { names: [], categories: ['flower', 'pre-rolls', 'edibles', 'concentrates', 'vapes'] },
    });
    expect(await search('the')).toEqual({ results: [], suggestions: null });
  });
});
