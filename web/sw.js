// Tablemate's service worker: keeps every file the app needs, so it starts with no network.
//
// BUILD is replaced by scripts/build-web.sh with a hash of the build. A new deployment
// therefore changes this file; the browser installs the new worker in the background, it
// takes over at once (skipWaiting + clients.claim), drops the old cache, and the new version
// runs from the next start. Saves live in localStorage, untouched by updates.
const BUILD = "__BUILD__";
const CACHE = `tablemate-${BUILD}`;
// Every file of the build, listed by scripts/build-web.sh (wasm-bindgen adds snippet files).
const FILES = ["./", ...__FILES__];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" })))),
  );
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tablemate-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Any address inside the app (an import link included) opens the cached page.
    event.respondWith(
      caches.match("./index.html", { cacheName: CACHE }).then((page) => page ?? fetch(request)),
    );
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
