#!/usr/bin/env bash
# Installs what the tests need on a fresh machine (Debian's Chromium headless shell, npm packages)
# and runs every test: lint, format, types, unit tests, build, byte budgets, and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's chromium-headless-shell for the browser tests (playwright.config.ts says why), and
# Noto's fonts (fonts-noto-core) so that Marathi and Hindi pages draw their letters in
# screenshots, not boxes. Java for the Nu HTML Checker (npm run check:html).
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -e /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || missing+=(fonts-noto-core)
command -v java >/dev/null || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} for the browser tests..."
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  elif command -v sudo >/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "${missing[*]} missing and cannot be installed without root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

# `npm ci` rejects a lockfile made on this registry mirror; `npm install` honours it.
# --prefer-offline: packages already in npm's cache are not checked with the registry again.
npm install --no-audit --no-fund --prefer-offline
npm test
