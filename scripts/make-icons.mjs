// Renders web/icons/icon.svg to the PNG sizes browsers and platforms ask for, with Debian's
// Chromium. Run once after changing the drawing: node scripts/make-icons.mjs
import fs from "node:fs";
import { chromium } from "playwright-core";

const svg = fs.readFileSync("web/icons/icon.svg", "utf8");
const sizes = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
  ["favicon-32.png", 32, false],
];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const [name, size, fill] of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // Maskable and Apple icons are cropped by the platform: fill the square edge to edge.
  const style = fill ? "svg{width:100%;height:100%} rect:first-child{rx:0}" : "svg{width:100%;height:100%}";
  await page.setContent(`<html><body style="margin:0;background:transparent"><style>${style}</style>${svg}</body></html>`);
  await page.screenshot({ path: `web/icons/${name}`, omitBackground: true });
  await page.close();
}
await browser.close();
