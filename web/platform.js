// Platform services that the Rust app calls (see src/ui/platform.rs): keeping the screen awake
// during a game, a short vibration on dice rolls, and a wait for the page to be idle. Native
// builds have no index.html and so no `window.tablemate`: they do without.
// The screen shown before a reload, as the app's history entry. Read here, before the app
// starts: Dioxus's web history replaces the entry's state with a scroll position as it starts.
window.tablemateEntry = history.state;

/** Fetches `href` (in this build's folder) now, for the split loader's own fetch to take up. */
function preload(href) {
  const link = document.createElement("link");
  Object.assign(link, { rel: "preload", href, as: "fetch", crossOrigin: "anonymous" });
  document.head.append(link);
}

// A share link (a game's code after the #) is read by the readers of the families' formats,
// a part of the split build (src/ui/codecs.rs), as soon as the app starts: the part and its
// pack of chunks (scripts/pack-chunks.mjs) come beside the first download instead of after it.
// The flag is the split build's (it has the words' part); the one-file build has no parts.
if (/*__WORDS_PART__*/ false && /^#\s*tm/i.test(location.hash)) {
  preload("split_codecs.wasm");
  preload("chunks-codecs.pack");
}

// The words of the language the app will open in, fetched while the wasm still downloads:
// English is compiled in, every other language is a file (see src/ui/languages.rs, which
// takes this answer when it is the file it wants). scripts/build-web.sh fills in the names.
window.tablemateWords = (() => {
  const files = /*__WORDS__*/ {};
  const ours = { Vi: "vi", ZhHant: "zh_hant" };
  let chosen;
  try {
    chosen = JSON.parse(localStorage.getItem("tablemate.settings") || "null")?.lang;
  } catch {
    chosen = null; // unreadable settings: the app reports them; the phone's language here
  }
  let lang = chosen ? ours[chosen] : undefined;
  if (!chosen) {
    for (const tag of [...(navigator.languages || []), navigator.language || ""]) {
      const primary = tag.split(/[-_]/)[0].toLowerCase();
      if (primary === "vi" || primary === "zh" || primary === "en") {
        lang = { vi: "vi", zh: "zh_hant" }[primary];
        break;
      }
    }
  }
  const name = lang && files[lang];
  if (!name) return null;
  // The split build's loader of these words (src/ui/text/loaded.rs) comes beside them: a
  // preload the loader's own fetch of the same file takes up. The one-file build has none.
  if (/*__WORDS_PART__*/ false) preload("split_words.wasm");
  const text = fetch(name).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))));
  text.catch(() => {}); // the app fetches again and says what failed
  return { name, text };
})();

window.tablemate = (() => {
  let wanted = false;
  let lock = null;

  async function acquire() {
    if (!wanted || lock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => {
        lock = null;
      });
    } catch {
      lock = null; // refused (battery saver, not visible): tried again on the next change
    }
  }

  // The browser drops the lock when the page is hidden; take it again when it comes back.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") acquire();
  });

  return {
    keepAwake(on) {
      wanted = on;
      if (on) acquire();
      else if (lock) {
        lock.release();
        lock = null;
      }
    },
    isAwake() {
      return lock !== null;
    },
    /** Resolves once the page is idle (a second at most), for work nobody waits for. */
    idle() {
      return new Promise((done) => (window.requestIdleCallback ? requestIdleCallback(done, { timeout: 1000 }) : setTimeout(done, 0)));
    },
    vibrate(ms) {
      if ("vibrate" in navigator) navigator.vibrate(ms);
    },
  };
})();
