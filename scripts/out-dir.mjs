// Reads `cargo build --message-format=json…` on stdin and prints the OUT_DIR of Tablemate's
// build script: where build.rs leaves the files the web build serves beside the wasm.
import readline from "node:readline";

let outDir = null;
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.startsWith("{")) continue;
  const message = JSON.parse(line);
  if (message.reason === "build-script-executed" && /[#/]tablemate[@#]/.test(message.package_id)) {
    outDir = message.out_dir;
  }
}
if (!outDir) {
  console.error("out-dir.mjs: cargo reported no build script output for tablemate");
  process.exit(1);
}
console.log(outDir);
