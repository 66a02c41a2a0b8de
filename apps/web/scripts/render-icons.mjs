// Renders the manifest's PNG icons from public/icon.svg with the e2e suite's Chromium (no download, no
// image library): `node apps/web/scripts/render-icons.mjs`, then keep the PNGs it writes to public/.
// Run it again whenever icon.svg changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchArgs, chromiumPath } from '../../../scripts/lib/chromium.mjs';

const publicDir = join(import.meta.dirname, '../public');
const svg = readFileSync(join(publicDir, 'icon.svg'), 'utf8');
// A maskable icon is cropped to the platform's shape, so it fills the whole square (no rounded corners);
// the tick already sits inside the central 80 % safe zone.
const fullBleed = svg.replace(/ rx="\d+"/, '');
if (fullBleed === svg) throw new Error('icon.svg changed shape: check the maskable variant by hand.');

const icons = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: fullBleed },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumLaunchArgs] });
try {
  for (const { file, size, source } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(join(publicDir, file), png);
    console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
