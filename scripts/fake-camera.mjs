// Writes a video file that Chromium plays as its camera: the QR code of a text, black on a
// white 640 x 480 picture, in the YUV4MPEG2 format Chromium reads with
//   --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<out.y4m>
// The end-to-end test of the scanner (tests/e2e/scanner.test.mjs) holds a share link up to it.
//   node scripts/fake-camera.mjs <text> <out.y4m>
// The QR code comes from the encoder vendored in npm's qrcode-terminal (error correction M,
// byte mode, the smallest version that holds the text), with the standard 4-module quiet
// zone, each module drawn as the largest whole number of pixels that fits the frame.
import fs from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const QRCode = require("qrcode-terminal/vendor/QRCode");
const QRErrorCorrectLevel = require("qrcode-terminal/vendor/QRCode/QRErrorCorrectLevel");

export const WIDTH = 640;
export const HEIGHT = 480;
const QUIET = 4;
/** Chromium loops the file; a few identical frames are enough. */
const FRAMES = 5;

/** The dark modules of `text`'s QR code: `{ size, dark(row, col) }`. */
export function qrMatrix(text) {
  const qr = new QRCode(-1, QRErrorCorrectLevel.M);
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return { size, dark: (row, col) => qr.isDark(row, col) };
}

/** The luma plane (one byte a pixel, 16 black to 235 white) with the code in the middle. */
export function lumaPlane(text) {
  const { size, dark } = qrMatrix(text);
  const span = size + 2 * QUIET;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / span);
  if (scale < 2) throw new Error(`"${text.slice(0, 20)}…" needs ${span} modules: too many for ${HEIGHT} px`);
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + row * scale + dy) * WIDTH + left + col * scale;
        y.fill(16, start, start + scale);
      }
    }
  }
  return { y, size, scale };
}

/** The file of `text`'s QR code: the header, then each frame's Y, U and V planes (4:2:0). */
export function y4m(text) {
  return frames(lumaPlane(text).y);
}

/** A file of white frames: a camera that sees no code. */
export function blankY4m() {
  return frames(Buffer.alloc(WIDTH * HEIGHT, 235));
}

/** The header and `FRAMES` frames of the luma plane `y`, with grey (no colour) chroma. */
function frames(y) {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const parts = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420\n`)];
  for (let i = 0; i < FRAMES; i++) parts.push(Buffer.from("FRAME\n"), y, chroma, chroma);
  return Buffer.concat(parts);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [text, out] = process.argv.slice(2);
  if (!text || !out) {
    console.error("usage: node scripts/fake-camera.mjs <text> <out.y4m>");
    process.exit(2);
  }
  fs.writeFileSync(out, y4m(text));
  const { size, scale } = lumaPlane(text);
  console.log(`${out}: a ${size}-module QR code at ${scale} px a module, ${FRAMES} frames of ${WIDTH}x${HEIGHT}`);
}
