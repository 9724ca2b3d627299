#!/usr/bin/env bash
# System programs the tests need, from Debian's packages (nothing else may be downloaded): Chromium for
# the browser tests (Playwright cannot download its own browsers here), Firefox ESR and WebKitGTK's
# WebDriver with an X server for the Firefox and WebKit tests (tests/engines), openssl for their
# stand-in third parties' throwaway certificate, and nginx with the brotli static module for the
# production-server tests. Another process may hold the apt lock for a while: wait for it.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v openssl >/dev/null || missing+=(openssl)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  apt=(-o DPkg::Lock::Timeout=1200 -o Acquire::Retries=3)
  $SUDO apt-get "${apt[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${apt[@]}" install -y -qq "${missing[@]}" >/dev/null
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
"${FIREFOX_PATH:-/usr/bin/firefox-esr}" --version
dpkg-query -W -f='WebKitGTK ${Version}\n' libwebkit2gtk-4.1-0
"${NGINX_PATH:-/usr/sbin/nginx}" -v
