// Scanning a game's QR code inside the app: Chromium's fake camera plays a video of the share
// link's QR code (scripts/fake-camera.mjs), the import screen's "Scan a code" reads it and the
// preview shows that game. Headless Debian Chromium has no BarcodeDetector, so jsQR reads the
// frames here, and it is fetched only when the scanner opens. Also: Cancel stops the camera, a
// refused camera and a missing one are said plainly, and the paste field still imports.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, screenshot, startScorePad, addPoints, scores } from "./harness.mjs";
import { y4m, blankY4m } from "../../scripts/fake-camera.mjs";
import { ON_DEMAND } from "../../scripts/measure.mjs";

/** Counts the camera streams the page opens, to check each one is stopped afterwards. */
function recordStreams() {
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  window.__streams = [];
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    window.__constraints = constraints;
    const stream = await open(constraints);
    window.__streams.push(stream);
    return stream;
  };
}
const liveTracks = (page) =>
  page.evaluate(() => window.__streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === "live").length);

/** From home: a score pad game with a score, and the link its share screen gives. */
async function shareLink(page, names, points) {
  await startScorePad(page, names);
  await addPoints(page, 0, points);
  await page.getByTestId("share").click();
  return page.getByTestId("share-link").inputValue();
}

test("a share link's QR code held up to the camera shows the import preview", async () => {
  const camera = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tablemate-camera-")), "camera.y4m");
  fs.writeFileSync(camera, blankY4m());
  const app = await launch({
    args: [
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  try {
    await app.browser.addInitScript(recordStreams);
    const page = await app.open();
    const fetched = [];
    // By name: the build's files are in its own folder (build-<id>/).
    page.on("request", (r) => fetched.push(new URL(r.url()).pathname.split("/").pop()));
    const link = await shareLink(page, ["Ana", "Bình"], 7);
    await page.getByTestId("paste-code").click();
    await page.getByTestId("code-input").waitFor();
    assert.deepEqual(fetched.filter((f) => ON_DEMAND.includes(f)), [], "the scanner's code is not fetched before a scan");

    // The camera sees no code: the sheet shows the live picture until Cancel, which stops it.
    await page.getByTestId("scan-code").click();
    await page.getByTestId("scanner-video").waitFor();
    await page.waitForFunction(() => window.__streams?.length === 1 && window.__streams[0].active);
    assert.equal(await page.evaluate(() => window.__constraints.video.facingMode), "environment", "the rear camera");
    await page.waitForFunction(() => document.querySelector("[data-testid=scanner-video]")?.videoWidth > 0);
    await screenshot(page, "scanner-live");
    await page.getByTestId("scanner-cancel").click();
    await page.getByTestId("scanner").waitFor({ state: "detached" });
    await page.waitForFunction(() => window.__streams[0].getTracks().every((t) => t.readyState === "ended"));
    assert.equal(await page.getByTestId("import-preview").count(), 0, "nothing was read");

    // The camera now sees the share link's QR code.
    fs.writeFileSync(camera, y4m(link));
    await page.getByTestId("scan-code").click();
    const preview = page.getByTestId("import-preview");
    await preview.waitFor({ timeout: 20000 });
    await page.getByTestId("scanner").waitFor({ state: "detached" });
    assert.equal(await liveTracks(page), 0, "the camera is stopped once the code is read");
    assert.match(await page.getByTestId("import-kind").textContent(), /Score pad · 1 action/);
    const chips = await preview.textContent();
    assert.ok(chips.includes("Ana 7") && chips.includes("Bình 0"), chips);
    if (!(await page.evaluate(() => "BarcodeDetector" in window))) {
      assert.ok(fetched.includes("jsQR.js"), "without BarcodeDetector, jsQR read the code");
    }
    assert.ok(fetched.includes("scanner-camera.js"), "the scanner's camera code came with the scan");
    await screenshot(page, "scanner-import-preview");
    await page.getByTestId("import-confirm").click();
    await page.getByTestId("undo").waitFor();
    assert.deepEqual(await scores(page, 2), [7, 0], "the scanned game is imported");

    // A long game's code: 200 Jamaica actions, a 113-module QR code at 3 px a module.
    const fixture = fs.readFileSync(new URL("../fixtures/share-jamaica-200.txt", import.meta.url), "utf8").trim();
    fs.writeFileSync(camera, y4m(fixture));
    await page.getByTestId("share").click();
    await page.getByTestId("paste-code").click();
    await page.getByTestId("scan-code").click();
    await preview.waitFor({ timeout: 30000 });
    assert.equal(await page.getByTestId("import-name").textContent(), "Friday night");
    // The preview names the variant and shows each player as the game's strip does (the
    // Captain marked), not only "200 actions, Ana -5, Bình -5".
    assert.match(await page.getByTestId("import-kind").textContent(), /^Jamaica · .+ · \d+ actions$/);
    assert.equal(await preview.getByTestId("score-strip").count(), 1);
    assert.match(await preview.getByTestId("score-strip").textContent(), /Captain/, "the Captain is marked");
    await page.close();
  } finally {
    await app.close();
  }
  assert.deepEqual(app.errors, [], "the page threw no errors");
});

test("a refused camera is said plainly, and the paste field still imports", async () => {
  // No fake permission prompt: the browser asks, and the prompt is refused.
  const app = await launch({ args: ["--use-fake-device-for-media-stream", "--deny-permission-prompts"] });
  try {
    await app.browser.addInitScript(recordStreams);
    const page = await app.open();
    const link = await shareLink(page, ["Cúc", "Dũng"], 4);
    await page.getByTestId("paste-code").click();
    await page.getByTestId("scan-code").click();
    const message = page.getByTestId("scanner-message");
    await message.waitFor({ timeout: 10000 });
    assert.match(await message.textContent(), /The camera was not allowed.*paste the code into the field instead/);
    assert.equal(await page.getByTestId("scanner-video").count(), 0, "no picture is left on the sheet");
    assert.equal(await page.getByTestId("scanner-cancel").textContent(), "Close");
    await screenshot(page, "scanner-refused");
    await page.getByTestId("scanner-cancel").click();
    await page.getByTestId("scanner").waitFor({ state: "detached" });

    await page.getByTestId("code-input").fill(link.split("#")[1]);
    await page.getByTestId("read-code").click();
    await page.getByTestId("import-preview").waitFor();
    assert.match(await page.getByTestId("import-preview").textContent(), /Cúc 4/);
    await page.close();
  } finally {
    await app.close();
  }
  assert.deepEqual(app.errors, [], "a refused camera is no error of the page");
});

test("a phone with no camera is told so in its own language", async () => {
  // No fake device: headless Chromium then has no camera at all.
  const app = await launch({ locale: "vi-VN", args: ["--use-fake-ui-for-media-stream"] });
  try {
    const page = await app.open();
    await shareLink(page, ["Én", "Giang"], 2);
    await page.getByTestId("paste-code").click();
    await page.getByTestId("scan-code").click();
    const message = page.getByTestId("scanner-message");
    await message.waitFor({ timeout: 10000 });
    const said = await message.textContent();
    assert.match(said, /Không dùng được máy ảnh ở đây.*dán mã vào ô nhập/, said);
    assert.doesNotMatch(said, /camera|paste|code/i, "no English left");
    await page.getByTestId("scanner-cancel").click();
    await page.getByTestId("code-input").waitFor();
    await page.close();
  } finally {
    await app.close();
  }
  assert.deepEqual(app.errors, [], "the page threw no errors");
});
