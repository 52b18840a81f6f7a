// The QR code scanner's camera and decoding, loaded by web/scanner.js when a scan starts (so the
// first visit does not download it): the rear camera into a <video>, frames decoded until a QR
// code is read. The browser's BarcodeDetector reads the frames where it exists and knows QR
// codes (Chrome on Android); elsewhere jsQR (npm `jsqr`, copied into the build as jsQR.js by
// build-web.sh), itself fetched only when a scan first needs it.
//
// `scan(video)` resolves, never rejects, with one of the outcomes listed in web/scanner.js.
// One scan runs at a time (a phone has one rear camera): a new scan cancels the one before.

/**
 * The rear camera, at 1280 x 720 where it can (an ideal, not a demand: a camera that cannot
 * still starts). Browsers start at 640 x 480 otherwise, too few pixels for the largest share
 * codes (version 40: 177 modules).
 */
const CONSTRAINTS = { video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false };
/** How often a frame is decoded, in milliseconds: a phone's CPU stays free for the page. */
const EVERY_MS = 120;
/** Frames are scaled down to at most this many pixels on their long side before jsQR reads them. */
const MAX_SIDE = 1280;

let current = null;
let decoder = null;

/** Stops the running scan, if any; its `scan` promise resolves `{ kind: "cancelled" }`. */
export function cancelScan() {
  if (current) current.cancel();
}

/** Scans with the rear camera into `video` until a QR code is read or the scan is cancelled. */
export async function scan(video) {
  cancelScan();
  let cancelled = false;
  let wake = () => {};
  let stream = null;
  const session = {
    cancel() {
      cancelled = true;
      wake();
    },
  };
  current = session;
  try {
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) return { kind: "no-camera" };
    // The camera starts while the decoder loads; a decoder that fails is reported after the
    // camera's own answer, which matters more (a refused camera needs no decoder).
    const decoding = reader();
    decoding.catch(() => {});
    stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
    if (cancelled) return { kind: "cancelled" };
    const read = await decoding;
    if (cancelled) return { kind: "cancelled" };
    video.setAttribute("playsinline", "");
    video.muted = true;
    video.srcObject = stream;
    await video.play().catch(() => {}); // frames arrive whether or not play() was allowed
    while (!cancelled) {
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const text = await read(video);
        if (text !== null && !cancelled) return { kind: "code", text };
      }
      await new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, EVERY_MS);
      });
    }
    return { kind: "cancelled" };
  } catch (e) {
    return cancelled ? { kind: "cancelled" } : failure(e);
  } finally {
    // The camera is stopped on every way out: a code, a cancel, an error.
    if (stream) {
      stream.getTracks().forEach((track) => track.stop());
      if (video.srcObject === stream) video.srcObject = null;
    }
    if (current === session) current = null;
  }
}

/** The outcome of a failed start, by the error's name. */
function failure(e) {
  const name = e?.name || "Error";
  if (name === "NotAllowedError") return { kind: "refused" };
  if (name === "NotFoundError" || name === "OverconstrainedError") return { kind: "no-camera" };
  if (name === "DecoderUnavailable") return { kind: "no-decoder" };
  return { kind: "error", name };
}

/** A function that reads one frame of a video: the QR code's text, or null. */
async function reader() {
  if ("BarcodeDetector" in window) {
    try {
      const formats = await window.BarcodeDetector.getSupportedFormats();
      if (formats.includes("qr_code")) {
        const detector = new window.BarcodeDetector({ formats: ["qr_code"] });
        return async (video) => {
          const codes = await detector.detect(video);
          const code = codes.find((c) => c.rawValue);
          return code ? code.rawValue : null;
        };
      }
    } catch {
      // A detector that cannot start: jsQR reads instead.
    }
  }
  const jsQR = await loadDecoder();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    const code = jsQR(image.data, width, height, { inversionAttempts: "dontInvert" });
    return code && code.data ? code.data : null;
  };
}

/** jsQR, loaded once beside the page (its file is a script that sets `self.jsQR`). */
function loadDecoder() {
  if (window.jsQR) return Promise.resolve(window.jsQR);
  if (!decoder) {
    decoder = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = new URL("jsQR.js", document.baseURI).href;
      script.async = true;
      script.onload = () =>
        window.jsQR ? resolve(window.jsQR) : reject(unavailable("jsQR.js did not define jsQR"));
      script.onerror = () => reject(unavailable("jsQR.js could not be loaded"));
      document.head.appendChild(script);
    });
    // A failed load is tried again by the next scan (the network may be back).
    decoder.catch(() => {
      decoder = null;
    });
  }
  return decoder;
}

function unavailable(message) {
  const e = new Error(message);
  e.name = "DecoderUnavailable";
  return e;
}
