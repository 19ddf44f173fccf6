#!/usr/bin/env bash
# The system Chromium for the browser tests and the page benches, without the two renderers of its own
# address bar's popup (WebUI) that headless Chromium 156 starts with every window: each is busy for seconds
# on a 2-core machine, beside the page under test (decision 037). Chromium keeps only the last
# `--disable-features` switch it is given, so the launcher's own list (Playwright's, chrome-launcher's) is
# merged with these two into one switch rather than replaced by it.
set -euo pipefail
features=WebUIOmniboxPopup,WebUIOmniboxAimPopup
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features="${arg#--disable-features=},$features" ;;
    *) args+=("$arg") ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" "--disable-features=$features"
