import { describe, expect, it } from 'vitest';
import { CARD_BUTTONS, cardHref, HOME_STRIPS } from './cards';
import { resolveSlug } from './lookup';

const BASE_PRICES = [120000, 130000, 100000, 200000, 150000];

describe('home strips', () => {
  it('are E-Mall, Spotlight, Studio and Trending', () => {
    expect(HOME_STRIPS.map((s) => s.title)).toEqual(['E-Mall', 'Spotlight', 'Studio', 'Trending']);
  });

  it('send See All to real catalogue pages (the misspelled /servies/podcast fixed)', () => {
    expect(HOME_STRIPS.map((s) => s.seeAll)).toEqual([
      '/services/fashion-lifestyle',
      '/services/media',
      '/services/podcast',
      '/services/entertainments',
    ]);
    for (const strip of HOME_STRIPS) {
      const resolved = resolveSlug(strip.seeAll.replace('/services/', ''));
      expect(resolved.kind, strip.seeAll).toBe('category');
    }
  });

  it('link every card to /services/{slug of its category}, a real category of the card’s tab', () => {
    for (const strip of HOME_STRIPS) {
      expect(strip.cards.length).toBeGreaterThanOrEqual(5);
      for (const card of strip.cards) {
        const href = cardHref(card);
        expect(href).toMatch(/^\/services\/[a-z0-9-]+$/);
        const resolved = resolveSlug(href.split('/').pop());
        expect(resolved.kind, href).toBe('category');
        if (resolved.kind === 'category') expect(resolved.tab.id).toBe(card.parentCategory);
      }
    }
  });

  it('carry their fields: base price, shipped image, WhatsApp message, parent category', () => {
    for (const card of HOME_STRIPS.flatMap((s) => s.cards)) {
      expect(BASE_PRICES).toContain(card.price);
      expect(card.imageUrl).toBeTruthy();
      expect(card.whatsappMessage).toContain(card.category);
      expect(['e-mall', 'spotlight', 'studio']).toContain(card.parentCategory);
    }
    expect(HOME_STRIPS[2]!.cards.find((c) => c.category === 'Photoshoots')?.price).toBe(150000);
  });

  it('label the buttons by tab', () => {
    expect(CARD_BUTTONS).toEqual({ 'e-mall': 'Buy Now', spotlight: 'Explore', studio: 'Watch Now' });
  });
});
