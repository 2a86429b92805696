#!/bin/sh
# Runs a command inside a private D-Bus session with a fresh, unlocked gnome-keyring (the Secret
# Service that QtKeychain talks to on Linux), so the OS-keychain path is exercised for real without
# touching the user's own keyring. Needs dbus (dbus-run-session) and gnome-keyring: scripts/bootstrap.
# The daemons get /dev/null as output: an inherited pipe would keep CTest waiting after the test.
set -eu
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch/run" HOME="$scratch/home" NASHLAB_TEST_OUTPUT="$scratch/output"
mkdir -p "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR" "$HOME"
chmod 700 "$XDG_RUNTIME_DIR"
status=0
timeout 300 dbus-run-session -- sh -c '
  eval "$(printf nashlab-test-keyring | gnome-keyring-daemon --unlock --components=secrets)"
  export GNOME_KEYRING_CONTROL
  "$@" >"$NASHLAB_TEST_OUTPUT" 2>&1; status=$?
  pkill -u "$(id -u)" -x gnome-keyring-d 2>/dev/null || true  # by process name: -f would match this shell
  exit $status' sh "$@" </dev/null >/dev/null 2>&1 || status=$?
cat "$NASHLAB_TEST_OUTPUT" 2>/dev/null || echo "with_keyring: the test produced no output (is dbus/gnome-keyring installed?)"
exit $status
