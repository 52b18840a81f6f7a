// Serves the built web app (dist/) over HTTP. Used by the run command and by the end-to-end
// tests, which import `startServer` so the server lives and dies with the test process.
//
//   node scripts/serve.mjs [--dir dist] [--port 8080] [--lan]
//
// --lan listens on every interface and prints the phone-reachable URL as a QR code.
//
// Like a real host, it serves the build's precompressed copies (scripts/compress.mjs): the
// brotli one to a browser that accepts brotli, else the gzip one, with `Content-Encoding`,
// `Vary: Accept-Encoding` and the original file's type; the file itself otherwise.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** Which stored copy of a file to send for an `Accept-Encoding` header: [suffix, encoding]. */
export function pickEncoding(accept = "", file, exists = fs.existsSync) {
  const accepted = (name) =>
    accept.split(",").some((part) => {
      const [token, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return token.trim().toLowerCase() === name && !(q && Number(q.trim().slice(2)) === 0);
    });
  if (accepted("br") && exists(`${file}.br`)) return [".br", "br"];
  if (accepted("gzip") && exists(`${file}.gz`)) return [".gz", "gzip"];
  return ["", null];
}

/** Sends `file` (which exists) with its type, compressed as the request accepts. */
function send(req, res, file, { force } = {}) {
  const type = TYPES[path.extname(file)] ?? "application/octet-stream";
  const accept = force ?? req.headers["accept-encoding"];
  const [suffix, encoding] = pickEncoding(accept, file);
  const headers = { "content-type": type, "cache-control": "no-cache", vary: "Accept-Encoding" };
  if (encoding) headers["content-encoding"] = encoding;
  fs.readFile(file + suffix, (err, body) => {
    if (err) res.writeHead(500).end("unreadable");
    else res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
  });
}

/**
 * `force` (the benchmark's) replaces every request's Accept-Encoding: Chromium offers brotli
 * over https only, and the benchmark runs on a plain local server. The server's `deploy(dir)`
 * serves another build from then on, as a host does once a new version is deployed over the
 * old one (tests/e2e/update.test.mjs).
 */
export function startServer({ dir = "dist", port = 8080, host = "127.0.0.1", force } = {}) {
  let root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    } catch {
      res.writeHead(400).end("bad request");
      return;
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end("forbidden");
      return;
    }
    if (pathname.endsWith("/")) file = path.join(file, "index.html");
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) return send(req, res, file, { force });
      // Unknown paths get the app, so links into it still open it.
      const page = path.join(root, "index.html");
      if (fs.existsSync(page)) send(req, res, page, { force });
      else res.writeHead(404).end("not found");
    });
  });
  server.deploy = (next) => {
    root = path.resolve(next);
  };
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

function lanAddress() {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const lan = args.includes("--lan");
  const port = Number(value("--port", process.env.PORT ?? 8080));
  const dir = value("--dir", "dist");
  const server = await startServer({ dir, port, host: lan ? "0.0.0.0" : "127.0.0.1" });
  const local = `http://127.0.0.1:${server.address().port}/`;
  console.log(`Tablemate is served at ${local}`);
  if (lan) {
    const address = lanAddress();
    if (address) {
      const url = `http://${address}:${server.address().port}/`;
      console.log(`On a phone on the same Wi-Fi, open ${url} or scan:`);
      const { default: qrcode } = await import("qrcode-terminal");
      qrcode.generate(url, { small: true });
    } else {
      console.log("No network address found for the LAN.");
    }
  }
  console.log("Press Ctrl+C to stop.");
}
