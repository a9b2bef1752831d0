// Draws the app's PNG icons from static/icon.svg with headless Chromium (the manifest's icons for
// installing the app): 192 and 512 px with the SVG's rounded corners, and a 512 px maskable one
// whose background fills the square (the platform cuts its own shape; the die stays inside the
// central 80% safe zone). Run by hand when the icon changes: `node scripts/make-icons.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../static/icon.svg', import.meta.url), 'utf8');
// The maskable icon: the same drawing with square corners.
const maskable = svg.replace('rx="14"', 'rx="0"');
if (maskable === svg) throw new Error('static/icon.svg changed: update the maskable variant');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [drawing, size, file] of [[svg, 192, 'icon-192.png'], [svg, 512, 'icon-512.png'], [maskable, 512, 'icon-maskable-512.png']]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${drawing.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: new URL(`../static/${file}`, import.meta.url).pathname, omitBackground: true });
  console.log(`static/${file}: ${size} × ${size}`);
}
await browser.close();
