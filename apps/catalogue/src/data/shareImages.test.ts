import { describe, expect, it } from 'vitest';
import { TABS } from './catalogue';
import { CATEGORY_IMAGES, type ImageKey } from './images';
import { allItems } from './lookup';
import { SHARE_IMAGES, shareImageOf } from './shareImages';

describe('catalogue/shareImages', () => {
  it('has a JPEG of each illustration, which link previews can show (they show no SVG)', () => {
    for (const key of Object.keys(CATEGORY_IMAGES) as ImageKey[])
      expect(SHARE_IMAGES[key]).toMatch(new RegExp(`/${key}\\.jpg$`));
  });

  it('gives every category and item the JPEG of its own picture, and nothing for a picture it does not know', () => {
    const keys = Object.keys(CATEGORY_IMAGES) as ImageKey[];
    for (const { image } of [...TABS.flatMap((tab) => tab.categories), ...allItems()]) {
      const key = keys.find((k) => CATEGORY_IMAGES[k] === image);
      expect(key).toBeDefined();
      expect(shareImageOf(image)).toBe(SHARE_IMAGES[key!]);
    }
    expect(shareImageOf('https://elsewhere.example/picture.svg')).toBeUndefined();
  });
});
