import { describe, expect, it } from 'vitest';
import { allItems, findCategory, findItem, findNode, relatedItems, resolveSlug } from './lookup';
import * as api from './api';

function resolvedTo(slug: string | undefined) {
  const r = resolveSlug(slug);
  if (r.kind === 'not-found') return { kind: r.kind };
  return {
    kind: r.kind,
    tab: r.tab.id,
    category: r.category.slug,
    ...(r.kind === 'sub-items' ? { item: r.item.slug } : {}),
  };
}

describe('resolveSlug (what /services/{slug} shows)', () => {
  it.each([
    [undefined, { kind: 'category', tab: 'spotlight', category: 'media' }],
    ['', { kind: 'category', tab: 'spotlight', category: 'media' }],
    ['media', { kind: 'category', tab: 'spotlight', category: 'media' }],
    ['MEDIA', { kind: 'category', tab: 'spotlight', category: 'media' }],
    ['fashion', { kind: 'category', tab: 'e-mall', category: 'fashion' }],
    ['podcast', { kind: 'category', tab: 'studio', category: 'podcast' }],
    ['fashion-lifestyle', { kind: 'category', tab: 'e-mall', category: 'fashion' }],
    ['entertainments', { kind: 'category', tab: 'spotlight', category: 'entertainment' }],
    ['photoshoots', { kind: 'category', tab: 'studio', category: 'photoshoot' }],
    ['studio', { kind: 'category', tab: 'studio', category: 'podcast' }],
    ['trending', { kind: 'category', tab: 'trending', category: 'festive-campaigns' }],
    ['ar-metaverse', { kind: 'category', tab: 'trending', category: 'ar-metaverse' }],
    ['shows', { kind: 'sub-items', tab: 'spotlight', category: 'events', item: 'shows' }],
    ['television-ad-placement', { kind: 'not-found' }],
    ['nope', { kind: 'not-found' }],
    ['constructor', { kind: 'not-found' }],
    ['__proto__', { kind: 'not-found' }],
  ])('%j', (slug, expected) => {
    expect(resolvedTo(slug)).toEqual(expected);
  });

  it('keeps the unknown slug to show it back', () => {
    expect(resolveSlug('No Such Thing')).toEqual({ kind: 'not-found', slug: 'No Such Thing' });
  });
});

describe('item lookups', () => {
  it('finds a purchasable item by slug, any case, sub-items included', () => {
    expect(findItem('podcast-production')?.name).toBe('Podcast Production');
    expect(findItem('Podcast-Production')?.name).toBe('Podcast Production');
    expect(findItem('awards-night')).toMatchObject({
      name: 'Awards Night',
      parentSlug: 'shows',
      categorySlug: 'events',
    });
  });

  it('does not offer a listing (Shows) or an unknown slug as a product', () => {
    expect(findItem('shows')).toBeUndefined();
    expect(findNode('shows')?.subItems).toHaveLength(3);
    expect(findItem('media')).toBeUndefined();
    expect(findItem('')).toBeUndefined();
    expect(findItem('toString')).toBeUndefined();
  });

  it('finds categories through their aliases', () => {
    expect(findCategory('fashion-lifestyle')?.category.name).toBe('Fashion');
    expect(findCategory('hasOwnProperty')).toBeNull();
  });

  it('lists related items: siblings first, never the item itself or a listing, n at most', () => {
    const related = relatedItems('podcast-production', 3);
    expect(related.map((i) => i.slug)).toEqual([
      'podcast-launch-package',
      'video-podcast-setup',
      'branded-podcast-series',
    ]);
    const more = relatedItems('podcast-production', 6);
    expect(more).toHaveLength(6);
    expect(more.slice(3).every((i) => i.tab === 'studio' && i.categorySlug !== 'podcast')).toBe(true);
    expect(relatedItems('fashion-show', 2).map((i) => i.slug)).toEqual(['talent-show', 'awards-night']);
    expect(
      relatedItems('corporate-event-management', 10).some(
        (i) => i.slug === 'shows' || i.slug === 'corporate-event-management',
      ),
    ).toBe(false);
    expect(relatedItems('nope', 3)).toEqual([]);
    expect(relatedItems('podcast-production', 0)).toEqual([]);
  });

  it('defaults to three related items', () => {
    expect(relatedItems('diwali-campaign')).toHaveLength(3);
  });

  it('lists every node once, sub-items after their parent', () => {
    const slugs = allItems().map((i) => i.slug);
    expect(slugs.indexOf('fashion-show')).toBe(slugs.indexOf('shows') + 1);
  });
});

describe("the exposed module 'catalogue/data'", () => {
  it('answers like the lookups', () => {
    expect(api.findItem('diwali-campaign')).toBe(findItem('diwali-campaign'));
    expect(api.relatedItems('diwali-campaign', 2)).toEqual(relatedItems('diwali-campaign', 2));
    expect(api.findItem('shows')).toBeUndefined();
  });

  it('lists every purchasable item once, sub-items included and listings left out, each one found by its slug', () => {
    const slugs = api.items().map((i) => i.slug);
    expect(slugs).toHaveLength(allItems().length - 1);
    expect(slugs).toContain('awards-night');
    expect(slugs).not.toContain('shows');
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(api.findItem(slug)?.slug).toBe(slug);
  });
});
