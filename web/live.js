// The live table's connections: one RTCPeerConnection with one ordered, reliable data channel
// per guest phone, numbered by the Rust side (src/ui/live/). This file only moves bytes and
// session descriptions; what they mean, who may send what and every decision is Rust's
// (src/live/). Loaded on demand (a dynamic import from the app), so a first visit does not
// download it.
//
// No server: the offer and the answer travel as codes (QR or pasted), so ICE gathering must
// finish before a description is handed over (no trickle). No STUN or TURN server either: the
// phones of one table meet on their own network.

const connections = new Map(); // number -> { pc, channel }
// The largest message a phone reads: crate::live::message::MAX_MESSAGE_BYTES (a Rust test reads
// this line). A larger frame is refused here, before it becomes an array of numbers.
export const MAX_MESSAGE_BYTES = 262144;
let listener = null;
const early = []; // events before the app listens

function emit(event) {
  if (listener) listener(event);
  else early.push(event);
}

/** Calls `callback({ kind, id, data })` for "open", "message" (data: array of bytes) and "close". */
export function listen(callback) {
  listener = callback;
  for (const event of early.splice(0)) callback(event);
}

function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState === "complete") {
        pc.removeEventListener("icegatheringstatechange", done);
        resolve();
      }
    };
    pc.addEventListener("icegatheringstatechange", done);
    // A network that never completes gathering (an interface that times out): what was
    // gathered in 5 s is enough on one room's network.
    setTimeout(resolve, 5000);
  });
}

function wire(id, channel) {
  channel.binaryType = "arraybuffer";
  const entry = connections.get(id);
  if (entry) entry.channel = channel;
  channel.onopen = () => emit({ kind: "open", id, data: null });
  channel.onclose = () => emit({ kind: "close", id, data: null });
  channel.onmessage = (e) => {
    if (!(e.data instanceof ArrayBuffer)) return;
    if (e.data.byteLength > MAX_MESSAGE_BYTES) emit({ kind: "oversize", id, data: null });
    else emit({ kind: "message", id, data: Array.from(new Uint8Array(e.data)) });
  };
}

function connection(id) {
  close(id);
  const pc = new RTCPeerConnection({ iceServers: [] });
  connections.set(id, { pc, channel: null });
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") {
      emit({ kind: "close", id, data: null });
    }
  };
  return pc;
}

/** The host: a new connection `id` and its offer, once its candidates are gathered. */
export async function offer(id) {
  const pc = connection(id);
  wire(id, pc.createDataChannel("table", { ordered: true }));
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return pc.localDescription.sdp;
}

/** The host: the guest's answer to the offer of connection `id`. */
export async function accept(id, sdp) {
  const entry = connections.get(id);
  if (!entry) throw new Error(`no invitation ${id}`);
  await entry.pc.setRemoteDescription({ type: "answer", sdp });
}

/** A guest: connection `id` to the host whose offer is `sdp`, and this phone's answer. */
export async function answer(id, sdp) {
  const pc = connection(id);
  pc.ondatachannel = (e) => wire(id, e.channel);
  await pc.setRemoteDescription({ type: "offer", sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return pc.localDescription.sdp;
}

/**
 * Sends `bytes` (an array of numbers) on connection `id`; false when it is not open or the
 * browser refuses the message (larger than the other side reads, say).
 */
export function send(id, bytes) {
  const channel = connections.get(id)?.channel;
  if (!channel || channel.readyState !== "open") return false;
  try {
    channel.send(new Uint8Array(bytes));
    return true;
  } catch {
    return false;
  }
}

/** Ends connection `id` (the other side sees it close). */
export function close(id) {
  const entry = connections.get(id);
  if (!entry) return;
  connections.delete(id);
  entry.channel?.close();
  entry.pc.close();
}

/** Ends every connection. */
export function closeAll() {
  for (const id of [...connections.keys()]) close(id);
}
