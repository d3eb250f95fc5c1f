#!/usr/bin/env node
// Renders the Sprouts app icons (public/icons/*.png) from the sprout mark with headless Chromium.
// Usage: node scripts/make-icons.mjs   (uses /usr/bin/chromium when present)
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

const SPROUT = `
  <ellipse cx="32" cy="56" rx="19" ry="5.5" fill="#8a5a2b"/>
  <path d="M32 55V29" stroke="#21603a" stroke-width="5" stroke-linecap="round" fill="none"/>
  <path d="M31 36C18 36 8 28 8 14c13 0 23 8 23 22Z" fill="#5cb377"/>
  <path d="M33 31c0-14 10-23 24-23 0 14-10 23-24 23Z" fill="#2f7d4f"/>`;

/**
 * `any` icons: a cream rounded tile with the sprout filling most of it.
 * `maskable` icons: full-bleed background with the sprout inside the central 60 % safe zone.
 */
function iconSvg(size, maskable) {
  const markScale = maskable ? 0.56 : 0.72;
  const mark = size * markScale;
  const offset = (size - mark) / 2;
  const background = maskable
    ? `<rect width="${size}" height="${size}" fill="#fffaf0"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="#fffaf0"/>` +
      `<rect x="${size * 0.03}" y="${size * 0.03}" width="${size * 0.94}" height="${size * 0.94}" rx="${size * 0.2}" fill="#e4f2e8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    ${background}
    <g transform="translate(${offset} ${offset}) scale(${mark / 64})">${SPROUT}</g>
  </svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${iconSvg(size, maskable)}</body></html>`,
    );
    await page.locator('svg').screenshot({
      path: `${outDir}${file}`,
      omitBackground: !maskable,
    });
    await page.close();
    console.log(`wrote public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
