// Platform services that the Rust app calls through `document::eval` (see src/ui/platform.rs):
// keeping the screen awake during a game, and a short vibration on dice rolls. Native builds
// have no index.html and so no `window.tablemate`: the calls do nothing there.
// The screen shown before a reload, as the app's history entry. Read here, before the app
// starts: Dioxus's web history replaces the entry's state with a scroll position as it starts.
window.tablemateEntry = history.state;

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
    vibrate(ms) {
      if ("vibrate" in navigator) navigator.vibrate(ms);
    },
  };
})();
