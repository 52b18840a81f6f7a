// Serves the built web app (dist/) over HTTP. Used by the run command and by the end-to-end
// tests, which import `startServer` so the server lives and dies with the test process.
//
//   node scripts/serve.mjs [--dir dist] [--port 8080] [--lan]
//
// --lan listens on every interface and prints the phone-reachable URL as a QR code.
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

export function startServer({ dir = "dist", port = 8080, host = "127.0.0.1" } = {}) {
  const root = path.resolve(dir);
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
    fs.readFile(file, (err, body) => {
      if (err) {
        // Unknown paths get the app, so links into it still open it.
        fs.readFile(path.join(root, "index.html"), (err2, page) => {
          if (err2) res.writeHead(404).end("not found");
          else res.writeHead(200, { "content-type": TYPES[".html"], "cache-control": "no-cache" }).end(page);
        });
        return;
      }
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      res.writeHead(200, { "content-type": type, "cache-control": "no-cache" }).end(body);
    });
  });
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
