#!/usr/bin/env bash
# What `npm test` needs beyond node_modules: Chromium for Playwright and Lighthouse, Japanese
# fonts so pages render as visitors see them, nginx, a Redis server, PostgreSQL's client programs, openssl and libfaketime. Installs what is missing
# when it can (as root with apt-get, as CI does); otherwise stops at once with the one command
# that fixes it.
set -euo pipefail

missing=()
# The browser Playwright launches (playwright.config.ts): CHROME_PATH, else Debian's Chromium
# headless shell; the full Chromium too, for Lighthouse and the screenshots.
if [ -n "${CHROME_PATH:-}" ]; then
  if ! [ -x "$CHROME_PATH" ]; then missing+=(chromium); fi
else
  if ! [ -x /usr/bin/chromium ]; then missing+=(chromium); fi
  if ! [ -x /usr/bin/chromium-headless-shell ]; then missing+=(chromium-headless-shell); fi
fi
if ! dpkg -s fonts-noto-cjk >/dev/null 2>&1 && ! fc-list :lang=ja 2>/dev/null | grep -qi 'noto.*cjk'; then missing+=(fonts-noto-cjk); fi
# The proxy of the several-instances e2e test (e2e/cluster, deploy/nginx.conf) and the Redis server
# a Jest test starts and stops on a port of its own (lib/core/cache/shared-tags.test.ts).
if ! command -v nginx >/dev/null 2>&1 && ! [ -x /usr/sbin/nginx ]; then missing+=(nginx); fi
if ! command -v redis-server >/dev/null 2>&1; then missing+=(redis-server); fi
# pg_dump and pg_restore, with which `npm run backup` and `npm run restore` copy a PostgreSQL site (lib/core/ops/backup.test.ts).
if ! command -v pg_dump >/dev/null 2>&1 || ! command -v pg_restore >/dev/null 2>&1; then missing+=(postgresql-client); fi
# openssl, which makes the self-signed certificate of the TLS tests (lib/test/tls.ts: Amplify dials only wss://).
if ! command -v openssl >/dev/null 2>&1; then missing+=(openssl); fi
# libfaketime, with which the cluster e2e test moves its instances' clocks to the morning before a booking (lib/test/fake-clock.ts).
if ! command -v faketime >/dev/null 2>&1; then missing+=(faketime); fi
[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "npm test needs ${missing[*]}, which this machine lacks. Install it first:" >&2
echo "  sudo sh -c '$command'" >&2
echo "(or point CHROME_PATH at a Chromium or Chrome binary)" >&2
exit 1
