import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IMAGES, HERO_IMAGE, IMAGE_HEIGHT, IMAGE_WIDTH, TAB_IMAGES } from './images';

const sprite = readFileSync(path.join(import.meta.dirname, '../assets/illustrations.svg'), 'utf8');
const lines = sprite.split('\n').filter((line) => line.startsWith('<view '));
const pictures = lines.map((line) => {
  const [, id, x, y, width, height] = /^<view id="([\w-]+)" viewBox="(\d+) (\d+) (\d+) (\d+)"\/>/.exec(line) ?? [];
  const drawn = /<svg y="(\d+)" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)">/.exec(line) ?? [];
  return { id, view: [x, y, width, height].map(Number), drawn: drawn.slice(1).map(Number) };
});

describe('the illustrations file', () => {
  it('shows every picture the catalogue names as a view of its own', () => {
    const named = [HERO_IMAGE, ...Object.values(CATEGORY_IMAGES), ...Object.values(TAB_IMAGES)].map(
      (url) => url.split('#')[1],
    );
    const ids = pictures.map((picture) => picture.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...new Set(named)].sort());
  });

  it('draws each picture exactly where its view looks, with no two overlapping', () => {
    let bottom = 0;
    for (const { id, view, drawn } of pictures) {
      const [x = -1, y = -1, width = -1, height = -1] = view;
      expect({ id, x, y, drawn }).toEqual({ id, x: 0, y: bottom, drawn: [y, width, height, width, height] });
      bottom = y + height;
    }
    expect(sprite.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 ${bottom}">`)).toBe(true);
  });

  it('gives the cards and galleries their 16:10 size', () => {
    for (const { id, view } of pictures.filter((picture) => picture.id !== 'hero'))
      expect([id, ...view.slice(2)]).toEqual([id, IMAGE_WIDTH, IMAGE_HEIGHT]);
  });
});
