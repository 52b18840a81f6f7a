// The QR code scanner's interface for the app (`ui/components/scanner.rs` binds it). This file is
// in the first download, so it is small: the camera and decoding code is scanner-camera.js,
// imported when a scan starts (build-web.sh copies it beside the page), and that file fetches
// jsQR when the browser has no BarcodeDetector for QR codes.
//
// `scan(video)` starts the rear camera into `video`, a <video> element or the id of one (then
// waited for, up to a second: the app calls this as it renders the element), and resolves,
// never rejects, with one outcome:
//   { kind: "code", text }      a QR code was read; the camera is stopped
//   { kind: "cancelled" }       cancelScan() was called before a code was read
//   { kind: "refused" }         the camera was not allowed (NotAllowedError)
//   { kind: "no-camera" }       no camera (NotFoundError), no mediaDevices, or an insecure page
//   { kind: "no-decoder" }      the scanner's code (or jsQR, where needed) could not be loaded
//   { kind: "error", name }     anything else, with the error's name (NotReadableError, …)
// `cancelScan()` stops the running scan, camera included. One scan runs at a time.

let loading = null;
let camera = null;
let started = 0;
let cancelledUpTo = 0;

function load() {
  if (!loading) {
    loading = import(new URL("scanner-camera.js", document.baseURI).href).then((module) => (camera = module));
    // A failed load is tried again by the next scan (the network may be back).
    loading.catch(() => (loading = null));
  }
  return loading;
}

export async function scan(video) {
  const ticket = ++started;
  let module;
  try {
    module = await load();
  } catch {
    return { kind: "no-decoder" };
  }
  const element = typeof video === "string" ? await byId(video) : video;
  if (cancelledUpTo >= ticket) return { kind: "cancelled" };
  if (!element) return { kind: "error", name: "NoVideoElement" };
  return module.scan(element);
}

async function byId(id) {
  for (let frame = 0; frame < 60; frame++) {
    const element = document.getElementById(id);
    if (element) return element;
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  return null;
}

export function cancelScan() {
  cancelledUpTo = started;
  if (camera) camera.cancelScan();
}
