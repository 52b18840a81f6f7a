#!/usr/bin/env bash
# The run command: installs what is missing, builds the web app and serves it on
# http://127.0.0.1:8080. With --lan it listens on the local network and prints a QR code of
# the address for a phone on the same Wi-Fi. PORT=… picks another port.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh web
scripts/build-web.sh
exec node scripts/serve.mjs --port "${PORT:-8080}" "$@"
