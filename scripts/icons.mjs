#!/usr/bin/env node
// Draws the app's home-screen icons (public/icons/) from the project's card art (the red "1" of
// public/favicon.svg) on the table's green: an SVG, and PNGs rendered by Debian's Chromium at the
// sizes the web app manifest lists. The maskable one keeps the card inside the 80 % safe zone.
// Run again after changing the art: `node scripts/icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const card = `<g transform="translate(32 32) scale(SCALE) translate(-32 -32)">
  <rect x="12" y="4" width="40" height="56" rx="7" fill="#fff"/>
  <rect x="15.5" y="7.5" width="33" height="49" rx="4.5" fill="#D72600"/>
  <ellipse cx="32" cy="32" rx="13" ry="21" transform="rotate(28 32 32)" fill="#fff"/>
  <text x="32" y="40" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="22" font-weight="900" fill="#D72600">1</text>
</g>`;
const icon = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0d5c3a"/>${card.replace('SCALE', String(scale))}</svg>\n`;

mkdirSync('public/icons', { recursive: true });
const any = icon(0.9);
const maskable = icon(0.7);
writeFileSync('public/icons/icon.svg', any);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [name, svg, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['maskable-512.png', maskable, 512],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: false });
  await page.close();
}
await browser.close();
console.log('public/icons/: icon.svg, icon-192.png, icon-512.png, maskable-512.png');
