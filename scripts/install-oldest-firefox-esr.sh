#!/usr/bin/env bash
# Puts the oldest Firefox ESR that Debian's package lists offer beside the installed one, so the
# journeys in every engine (site/e2e/every-engine.spec.ts) prove the oldest Firefox the machine can
# get as well as the newest. Debian 12 carries two: the point release's (bookworm/main, 140 today)
# and the security update's (bookworm-security, 153 today); `apt-get install firefox-esr` takes the
# newest, and this unpacks the other with `apt-get download` + `dpkg -x`, replacing nothing. Its
# libraries are the installed Firefox's, so install `firefox-esr` first.
#
# It prints the path of the browser it unpacked (/opt/firefox-esr-<version>/usr/lib/firefox-esr/
# firefox-esr) and links /opt/firefox-esr-oldest to it, where the journeys look by default
# (FIREFOX_OLDEST_PATH overrides). When the lists offer only the installed version, the link leads
# to the installed Firefox (`/`), and the journeys skip the second run: there is no older one. Run `apt-get update` first: without fresh lists,
# apt knows only the versions it knew when the lists were last fetched. Needs root (it writes /opt).
set -euo pipefail

installed=$(dpkg-query -W -f='${Version}' firefox-esr 2>/dev/null || true)
if [ -z "$installed" ]; then
  echo "firefox-esr is not installed: apt-get update && apt-get install firefox-esr" >&2
  exit 1
fi
oldest=$(apt-cache madison firefox-esr | awk -F'|' '{ gsub(/ /, "", $2); print $2 }' | sort -V | sed -n 1p)
link=/opt/firefox-esr-oldest
if [ -z "$oldest" ] || [ "$oldest" = "$installed" ]; then
  echo "Firefox ESR: apt offers no version older than the installed $installed; nothing to put beside it"
  ln -sfn / "$link"
  exit 0
fi

home=/opt/firefox-esr-$oldest
binary=$home/usr/lib/firefox-esr/firefox-esr
if [ ! -x "$binary" ]; then
  work=$(mktemp -d)
  chmod 755 "$work" # apt-get download drops privileges to _apt, which must be able to write here
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && apt-get download -qq "firefox-esr=$oldest")
  mkdir -p "$home"
  dpkg -x "$work"/firefox-esr_*.deb "$home"
fi
ln -sfn "$home" "$link"
echo "Firefox ESR $oldest beside the installed $installed: $binary"
