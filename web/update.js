// The page's side of an update: which build this page runs, whether a newer one is ready, and
// the restart into it. index.html imports it once the app runs and hands it to the app as
// `window.tablemateUpdate` (src/ui/update.rs asks it through `document::eval`).
//
// A newer build is "ready" when a reload would open it: a new service worker installed and
// waiting (see web/sw.js), the worker replaced by another window's update, or, when a file of
// this build did not come, the page the worker or the server gives now naming another build.
// The app then offers the update; `restart()` lets the waiting worker take over and reloads.
//
// BUILD is replaced by scripts/build-web.sh with the build's id (the page's folder's name).
const BUILD = "__BUILD__";
/** A page left open for days looks for a new version this often (and when it is shown again). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** How long a check waits for a new worker to install before it answers. */
const INSTALL_MS = 15000;
/** How long a restart waits for the part being brought (web/prefetch.js) before it goes on. */
const QUIET_MS = 5000;

let registration = null;
let restarting = false;
let found;
/** Resolves once a newer build is ready. */
export const ready = new Promise((resolve) => (found = resolve));
let isReady = false;
ready.then(() => (isReady = true));

/** Registers the worker and follows its updates (secure origins only: localhost or https). */
export function start() {
  const workers = navigator.serviceWorker;
  if (!workers || !window.isSecureContext) return;
  // The worker keeps a build's files while a page runs it: this page says which it runs.
  workers.addEventListener("message", (event) => {
    if (event.data?.type === "build?") event.ports[0]?.postMessage(BUILD);
  });
  workers.startMessages();
  const hadController = Boolean(workers.controller);
  workers.addEventListener("controllerchange", () => {
    if (restarting) location.reload();
    // Another window took the update: this page still runs the old build.
    else if (hadController) found();
  });
  workers
    .register(new URL("../sw.js", document.baseURI))
    .then((reg) => {
      registration = reg;
      if (reg.waiting && workers.controller) found();
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "installed" && workers.controller) found();
        });
      });
      workers.controller?.postMessage({ type: "started" });
    })
    .catch(() => {});
  const look = () => registration?.update().catch(() => {});
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") look();
  });
  setInterval(look, CHECK_EVERY_MS);
}

/**
 * After a file of this build did not come: whether the reason is a newer build (then `ready`
 * resolves too). False when this build is still the one served, or nothing answers.
 */
export async function check() {
  if (isReady) return true;
  if (registration) {
    try {
      await registration.update();
      await installed(registration.installing);
      if (registration.waiting && navigator.serviceWorker.controller) found();
    } catch {
      // Offline, or the worker's file is gone: the page below says more, when it comes.
    }
  }
  if (!isReady) {
    try {
      // What a reload opens: the page as the worker (its own build's) or the server gives it.
      const response = await fetch(new URL("../", document.baseURI), { cache: "no-store" });
      const page = response.ok ? await response.text() : "";
      if (/<base href="build-[0-9a-f]+\/">/.test(page) && !page.includes(`build-${BUILD}/`)) found();
    } catch {
      // No answer: nothing says there is a newer build.
    }
  }
  return isReady;
}

/** Waits until `worker` (an installing one, or none) has installed or failed, a while at most. */
function installed(worker) {
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, INSTALL_MS);
    worker.addEventListener("statechange", () => {
      if (worker.state !== "installing") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** Resolves the next time the page is hidden (the player switched away or locked the phone). */
export function hidden() {
  return new Promise((resolve) => {
    const seen = () => {
      if (document.visibilityState !== "hidden") return;
      document.removeEventListener("visibilitychange", seen);
      resolve();
    };
    document.addEventListener("visibilitychange", seen);
  });
}

/**
 * Opens the newer build: the waiting worker takes over, then the page reloads. The page first
 * stops bringing parts (web/prefetch.js): a request during the handover wakes the old worker,
 * and Chromium then left the new one waiting until the page went, so the reload was the old
 * build's.
 */
export async function restart() {
  restarting = true;
  // Read by web/prefetch.js when it starts only now.
  document.documentElement.dataset.restarting = "true";
  // A part still on its way over a slow network is not waited for long.
  let timer;
  await Promise.race([window.tablemateQuiet?.(), new Promise((resolve) => (timer = setTimeout(resolve, QUIET_MS)))]);
  clearTimeout(timer);
  const waiting = registration?.waiting;
  if (!waiting) return location.reload();
  waiting.postMessage({ type: "SKIP_WAITING" });
  // The worker's change reloads the page (above); should it not come, reload all the same.
  setTimeout(() => location.reload(), INSTALL_MS);
}
