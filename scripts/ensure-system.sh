#!/usr/bin/env bash
# System programs the tests need, from Debian's packages (nothing else may be downloaded): Chromium for
# the browser tests (Playwright cannot download its own browser here) and nginx with the brotli static
# module for the production-server tests.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
"${NGINX_PATH:-/usr/sbin/nginx}" -v
