// Tablemate's service worker: keeps every file the app needs, so it starts with no network, and
// lets every open page finish the build it started with.
//
// BUILD is replaced by scripts/build-web.sh with a hash of every file of the build, and every
// file but the page, this worker, the manifest and the icons is in the build's own folder
// (`build-<BUILD>/`): a page asks only for its own build's files, by names no other build uses.
//
// A new deployment changes this file. The browser installs the new worker in the background,
// into a cache of its own, and it waits while the old one serves the open pages. The page
// offers the new version (web/update.js) and, when the player taps Update or at a quiet moment,
// tells the waiting worker to take over ({ type: "SKIP_WAITING" }) and reloads into it. With
// every page of the app closed, the next start takes the new version by itself.
//
// A build's cache is dropped only once no open page runs it: when a page has started, the
// worker asks every window which build it runs ({ type: "build?" } with a MessageChannel port,
// answered with the page's BUILD) and keeps every cache when one does not answer. An old page
// whose worker was replaced (another window took the update) still gets its files: they are
// looked up in every cache. Nothing is dropped while a newer worker installs or waits (its
// cache is no window's yet), nor when a worker takes over: a page that is loading is no window
// the worker can ask, and the page a restart reloads may still be the old build's, when the
// old worker served it before the new one took over (it answers once it has started).
//
// These messages are a promise between builds: a page of one build talks to the worker of the
// next. Saves live in IndexedDB and localStorage, untouched by updates.
const BUILD = "__BUILD__";
const PREFIX = "tablemate-";
const CACHE = PREFIX + BUILD;
// Every file of the build, listed by scripts/build-web.sh (wasm-bindgen adds snippet files).
const FILES = ["./", ...__FILES__];
/** How long a window has to say which build it runs. */
const ANSWER_MS = 3000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  // No pruning here (see the head of this file): the reloaded pages say "started".
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  const type = event.data?.type;
  if (type === "SKIP_WAITING") self.skipWaiting();
  // A page started: the pages of an older build may all be gone.
  else if (type === "started") event.waitUntil(prune());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Any address inside the app (an import link included) opens this build's page.
    event.respondWith(
      caches.match("./index.html", { cacheName: CACHE }).then((page) => page ?? fetch(request)),
    );
    return;
  }
  // This build's file, else an older build's that a page still runs, else the network.
  event.respondWith(
    caches
      .match(request, { cacheName: CACHE })
      .then((hit) => hit ?? caches.match(request))
      .then((hit) => hit ?? fetch(request)),
  );
});

/**
 * Drops the caches of the builds no open window runs: none when a window does not say, and none
 * while a newer worker installs or waits.
 */
async function prune() {
  if (self.registration.installing || self.registration.waiting) return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const builds = await Promise.all(windows.map(buildOf));
  if (builds.includes(null)) return;
  const keys = await caches.keys();
  const unused = keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE && !builds.includes(k.slice(PREFIX.length)));
  await Promise.all(unused.map((k) => caches.delete(k)));
}

/** The build `client` runs, as it says; null when it does not answer in time. */
function buildOf(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ANSWER_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === "string" ? event.data : null);
    };
    client.postMessage({ type: "build?" }, [channel.port2]);
  });
}
