#!/usr/bin/env bash
# Puts Node 24 LTS first on PATH when the machine's Node is older (or missing): the npm registry's
# node-<os>-<arch> package ships the official binary, installed once into a cache folder
# (NODE24_HOME, default ~/.cache/camara-fria/node-<version>), so no other host is reached and no
# install script runs. Source it (`source scripts/use-node-24.sh`) so PATH carries over; running it
# prints the folder to add to PATH instead. docs/decisions/043-node-24.md.
NODE24_VERSION=24.21.0

camara_fria_node_major() {
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

camara_fria_use_node_24() {
  local major arch os prefix bin
  major=$(camara_fria_node_major)
  if [ "$major" -ge 24 ]; then return 0; fi
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node-24: no Node 24 package for $(uname -m)" >&2; return 1 ;;
  esac
  os=$(uname -s | tr '[:upper:]' '[:lower:]')
  prefix=${NODE24_HOME:-${HOME:-/tmp}/.cache/camara-fria/node-$NODE24_VERSION}
  bin="$prefix/node_modules/node-$os-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    echo "Installing Node $NODE24_VERSION (npm package node-$os-$arch) into $prefix" >&2
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock \
      "node-$os-$arch@$NODE24_VERSION" >&2 || return 1
  fi
  export PATH="$bin:$PATH"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  camara_fria_use_node_24
  dirname "$(command -v node)"
else
  camara_fria_use_node_24
fi
