// The project's server serves a build as a real host would: the precompressed copies that
// scripts/compress.mjs writes, by the browser's Accept-Encoding, with the original's type.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { startServer, pickEncoding } from "../../scripts/serve.mjs";
import { compress } from "../../scripts/compress.mjs";

/** A raw GET: status, headers and the body exactly as sent. */
function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test("a build is served compressed by what the browser accepts, and whole otherwise", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablemate-serve-"));
  const wasm = Buffer.from("\0asm".repeat(500));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Tablemate</title>".repeat(20));
  fs.writeFileSync(path.join(dir, "app_bg.wasm"), wasm);
  fs.writeFileSync(path.join(dir, "icon.png"), Buffer.from([137, 80, 78, 71]));
  assert.equal(compress(dir), 2, "the page and the wasm, not the image");
  assert.ok(fs.existsSync(path.join(dir, "app_bg.wasm.br")) && fs.existsSync(path.join(dir, "app_bg.wasm.gz")));
  const server = await startServer({ dir, port: 0 });
  const port = server.address().port;
  try {
    const br = await get(port, "/app_bg.wasm", { "accept-encoding": "gzip, deflate, br" });
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(br.headers["content-type"], "application/wasm");
    assert.equal(br.headers.vary, "Accept-Encoding");
    assert.deepEqual(zlib.brotliDecompressSync(br.body), wasm);
    assert.ok(br.body.length < wasm.length);

    const gz = await get(port, "/app_bg.wasm", { "accept-encoding": "gzip, deflate" });
    assert.equal(gz.headers["content-encoding"], "gzip");
    assert.deepEqual(zlib.gunzipSync(gz.body), wasm);

    const plain = await get(port, "/app_bg.wasm", { "accept-encoding": "identity" });
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.deepEqual(plain.body, wasm);

    const png = await get(port, "/icon.png", { "accept-encoding": "br" });
    assert.equal(png.headers["content-encoding"], undefined, "no copy, no encoding");
    assert.equal(png.headers["content-type"], "image/png");

    // A link into the app gets the page, compressed as well.
    const deep = await get(port, "/import", { "accept-encoding": "br" });
    assert.equal(deep.headers["content-type"], "text/html; charset=utf-8");
    assert.match(zlib.brotliDecompressSync(deep.body).toString(), /Tablemate/);
  } finally {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("an encoding refused with q=0 is not sent", () => {
  const exists = () => true;
  assert.deepEqual(pickEncoding("br;q=0, gzip", "f", exists), [".gz", "gzip"]);
  assert.deepEqual(pickEncoding("gzip;q=0", "f", exists), ["", null]);
  assert.deepEqual(pickEncoding(undefined, "f", exists), ["", null]);
});

test("a deployed build replaces the one served, as a host's new version does", async () => {
  const [a, b] = ["a", "b"].map((name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tablemate-serve-${name}-`));
    fs.writeFileSync(path.join(dir, "index.html"), `<title>build ${name}</title>`);
    fs.mkdirSync(path.join(dir, `build-${name}`));
    fs.writeFileSync(path.join(dir, `build-${name}`, "part.wasm"), `part of ${name}`);
    return dir;
  });
  const server = await startServer({ dir: a, port: 0 });
  const port = server.address().port;
  try {
    assert.equal((await get(port, "/")).body.toString(), "<title>build a</title>");
    assert.equal((await get(port, "/build-a/part.wasm")).body.toString(), "part of a");
    server.deploy(b);
    assert.equal((await get(port, "/")).body.toString(), "<title>build b</title>");
    assert.equal((await get(port, "/build-b/part.wasm")).body.toString(), "part of b");
    // The old build's file is gone: the page comes in its place, as from a host's fallback.
    const gone = await get(port, "/build-a/part.wasm");
    assert.equal(gone.headers["content-type"], "text/html; charset=utf-8");
  } finally {
    server.close();
    for (const dir of [a, b]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
