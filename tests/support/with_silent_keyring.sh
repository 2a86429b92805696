#!/bin/sh
# Runs a command inside a private D-Bus session whose keychain daemon never answers: the Secret
# Service (org.freedesktop.secrets) is "activated" by a program that never claims its name, so the
# bus holds every call to it, as with a hung gnome-keyring. For tests of the keychain time limit.
# The daemons get /dev/null as output: an inherited pipe would keep CTest waiting after the test.
set -eu
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch/run" HOME="$scratch/home" NASHLAB_TEST_OUTPUT="$scratch/output"
mkdir -p "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR" "$HOME" "$scratch/services"
chmod 700 "$XDG_RUNTIME_DIR"
cat >"$scratch/services/org.freedesktop.secrets.service" <<SERVICE
[D-BUS Service]
Name=org.freedesktop.secrets
Exec=/bin/sleep 20
SERVICE
cat >"$scratch/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=$scratch/run</listen>
  <servicedir>$scratch/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
  <limit name="service_start_timeout">120000</limit>
</busconfig>
CONF
status=0
timeout 300 dbus-run-session --config-file="$scratch/bus.conf" -- sh -c '
  "$@" >"$NASHLAB_TEST_OUTPUT" 2>&1' sh "$@" </dev/null >/dev/null 2>&1 || status=$?
cat "$NASHLAB_TEST_OUTPUT" 2>/dev/null || echo "with_silent_keyring: the test produced no output (is dbus installed?)"
exit $status
