import { describe, expect, it, vi } from 'vitest';
import { slugify, type CatalogueItem } from '@storefront/types';
import { CATEGORY_ALIASES, TABS } from './catalogue';
import { allItems } from './lookup';

const SLUG_RULE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function everyItem(): CatalogueItem[] {
  const out: CatalogueItem[] = [];
  const visit = (item: CatalogueItem) => {
    out.push(item);
    item.subItems?.forEach(visit);
  };
  TABS.forEach((tab) => tab.categories.forEach((category) => category.items.forEach(visit)));
  return out;
}

describe('catalogue data', () => {
  it('has the four tabs and the categories of docs/product.md#overview, in order', () => {
    expect(TABS.map((t) => t.name)).toEqual(['Spotlight', 'E-Mall', 'Studio', 'Trending']);
    const names = (id: string) => TABS.find((t) => t.id === id)!.categories.map((c) => c.name);
    expect(names('spotlight')).toEqual(['Media', 'Advertising', 'Marketing', 'Events', 'Entertainment']);
    expect(names('e-mall')).toEqual(['Fashion', 'Food', 'Makeup', 'Travel', 'Health']);
    expect(names('studio')).toEqual([
      'Podcast',
      'TV Shows',
      'Web Series',
      'Shorts',
      'Film',
      'Sports',
      'Album',
      'Photoshoot',
    ]);
    expect(names('trending').length).toBeGreaterThan(0);
  });

  it('gives every non-empty category at least four services, and keeps at least one empty for Coming Soon', () => {
    const categories = TABS.flatMap((t) => t.categories);
    const empty = categories.filter((c) => c.items.length === 0);
    expect(empty.map((c) => c.slug)).toEqual(['ar-metaverse']);
    for (const category of categories.filter((c) => c.items.length > 0)) {
      expect(category.items.length, category.name).toBeGreaterThanOrEqual(4);
    }
  });

  it('makes every item slug slugify(name), following the slug rule and unique across the catalogue', () => {
    const items = everyItem();
    expect(items.length).toBeGreaterThan(80);
    for (const item of items) {
      expect(item.slug).toBe(slugify(item.name));
      expect(item.slug).toMatch(SLUG_RULE);
    }
    const slugs = items.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('keeps category slugs, aliases, tab ids and listing slugs apart, so /services/{slug} is never ambiguous', () => {
    const categorySlugs = TABS.flatMap((t) => t.categories.map((c) => c.slug));
    for (const category of TABS.flatMap((t) => t.categories)) expect(category.slug).toBe(slugify(category.name));
    const listingSlugs = everyItem()
      .filter((i) => i.subItems?.length)
      .map((i) => i.slug);
    const all = [...categorySlugs, ...Object.keys(CATEGORY_ALIASES), ...TABS.map((t) => t.id), ...listingSlugs];
    expect(new Set(all).size).toBe(all.length);
    for (const target of Object.values(CATEGORY_ALIASES)) expect(categorySlugs).toContain(target);
  });

  it('prices every item in whole rupees and rates it 1.0 to 5.0 with one decimal', () => {
    for (const item of everyItem()) {
      expect(Number.isInteger(item.price), item.name).toBe(true);
      expect(item.price).toBeGreaterThan(0);
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(Math.round(item.rating * 10) / 10).toBe(item.rating);
    }
  });

  it('describes every item and gives it shipped images, the first being `image`', () => {
    for (const item of everyItem()) {
      expect(item.description.length, item.name).toBeGreaterThan(30);
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images[0]).toBe(item.image);
      for (const url of item.images) expect(url).not.toMatch(/^https?:\/\/(?!localhost)/);
    }
  });

  it('files every item under its own category and tab', () => {
    for (const tab of TABS) {
      for (const category of tab.categories) {
        for (const item of category.items) {
          expect(item.categorySlug).toBe(category.slug);
          expect(item.categoryName).toBe(category.name);
          expect(item.tab).toBe(tab.id);
        }
      }
    }
  });

  it('gives Events a Shows item with the fashion, talent and awards sub-items', () => {
    const events = TABS[0]!.categories.find((c) => c.slug === 'events')!;
    const shows = events.items.find((i) => i.name === 'Shows')!;
    expect(shows.subItems?.map((s) => s.name)).toEqual(['Fashion Show', 'Talent Show', 'Awards Night']);
    for (const sub of shows.subItems!) {
      expect(sub.parentSlug).toBe('shows');
      expect(sub.categorySlug).toBe('events');
    }
  });

  it('is fixed: no random numbers, the same values on every load', async () => {
    const random = vi.spyOn(Math, 'random');
    vi.resetModules();
    const again = await import('./catalogue');
    expect(random).not.toHaveBeenCalled();
    const prices = (tabs: typeof TABS) =>
      tabs.flatMap((t) => t.categories.flatMap((c) => c.items.map((i) => [i.slug, i.price, i.rating])));
    expect(prices(again.TABS)).toEqual(prices(TABS));
    expect(allItems().find((i) => i.slug === 'television-ad-placement')?.price).toBe(185000);
  });
});
