// `node --import tsx scripts/share-images.ts`: the pictures link previews show (WhatsApp, LinkedIn, X, Facebook),
// drawn from the site's own SVG illustrations (apps/catalogue/src/assets/illustrations.svg). Those
// services take JPEG or PNG only, at 1.91:1, so each catalogue illustration becomes a 1200x630 JPEG
// (src/assets/share/<name>.jpg) and the site gets one for pages without a picture of their own
// (apps/host/public/share.jpg). It also draws the app icons the web app manifest names
// (apps/host/public/icons/: 192 and 512 px, and a 512 px maskable one whose logo sits inside the
// safe circle a launcher may crop to).
// Run it after adding or changing an illustration and commit the JPEGs: builds use them as files,
// so neither a build nor a visitor needs a browser or the network for them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '@storefront/site/workspace';
import { LAUNCH_OPTIONS } from './perf/chromium';

const WIDTH = 1200;
const HEIGHT = 630;
const QUALITY = 85;
const ILLUSTRATIONS = path.join(ROOT, 'apps', 'catalogue', 'src', 'assets', 'illustrations.svg');
const SHARE = path.join(ROOT, 'apps', 'catalogue', 'src', 'assets', 'share');
const SITE_IMAGE = path.join(ROOT, 'apps', 'host', 'public', 'share.jpg');
const BRAND = '#2f2a8f';
const SITE_NAME = 'Brandwala Media';

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** An illustration (a view of the file) filling the picture (a little of its top and bottom cut), the site's name in a corner. */
function illustrationPage(svg: string, view: string) {
  return `<body style="margin:0;width:${WIDTH}px;height:${HEIGHT}px;position:relative;font-family:sans-serif">
    <img src="${dataUrl(svg)}#${view}" style="display:block;width:${WIDTH}px;height:${HEIGHT}px;object-fit:cover">
    <div style="position:absolute;right:28px;bottom:22px;padding:8px 16px;border-radius:8px;background:${BRAND};color:#fff;font-weight:700;font-size:28px">${SITE_NAME}</div>
  </body>`;
}

/** The site's picture: its logo and name on the brand colour. */
function sitePage(logoSvg: string) {
  return `<body style="margin:0;width:${WIDTH}px;height:${HEIGHT}px;background:${BRAND};color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:28px;font-family:sans-serif">
    <img src="${dataUrl(logoSvg)}" style="width:180px;height:180px">
    <div style="font-size:76px;font-weight:700">${SITE_NAME}</div>
    <div style="font-size:34px;opacity:.9">Advertising, marketing and media services across India</div>
  </body>`;
}

const browser = await chromium.launch(LAUNCH_OPTIONS).catch((error: Error) => {
  console.error(
    `No browser to draw with (${error.message.split('\n')[0]}). Install one: bash scripts/bootstrap.sh --browser`,
  );
  process.exit(1);
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
async function draw(html: string, file: string) {
  await page.setContent(html, { waitUntil: 'load' });
  writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: QUALITY }));
}

mkdirSync(SHARE, { recursive: true });
// Every illustration that is a page's picture: not the home hero (home shows the site's) nor the
// tabs' second pictures.
const illustrations = readFileSync(ILLUSTRATIONS, 'utf8');
const names = [...illustrations.matchAll(/<view id="([\w-]+)"/g)]
  .map(([, view]) => view!)
  .filter((view) => !/^(hero|tab-)/.test(view));
for (const name of names) {
  await draw(illustrationPage(illustrations, name), path.join(SHARE, `${name}.jpg`));
}
const logo = readFileSync(path.join(ROOT, 'apps', 'host', 'public', 'favicon.svg'), 'utf8');
await draw(sitePage(logo), SITE_IMAGE);

const ICONS = path.join(ROOT, 'apps', 'host', 'public', 'icons');
mkdirSync(ICONS, { recursive: true });
/** The logo at `size` px; `maskable`: on a full square of the brand colour, the logo in its middle 60%. */
async function icon(size: number, maskable: boolean) {
  const inner = maskable ? Math.round(size * 0.6) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${maskable ? BRAND : 'transparent'}">
      <img src="${dataUrl(logo)}" style="width:${inner}px;height:${inner}px"></body>`,
    { waitUntil: 'load' },
  );
  const file = path.join(ICONS, `icon-${size}${maskable ? '-maskable' : ''}.png`);
  writeFileSync(file, await page.screenshot({ type: 'png', omitBackground: !maskable }));
}
for (const [size, maskable] of [
  [192, false],
  [512, false],
  [512, true],
] as const)
  await icon(size, maskable);
await browser.close();
console.log(`${names.length} share images in ${path.relative(ROOT, SHARE)}, and ${path.relative(ROOT, SITE_IMAGE)}.`);
