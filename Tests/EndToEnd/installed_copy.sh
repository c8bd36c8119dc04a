#!/usr/bin/env bash
# Installs login-form into a temporary prefix and checks that the installed copy, started from
# anywhere, finds its resources and renders its window. Run it on a display
# (scripts/with-display). Prints "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/../.."
prefix=$(mktemp -d)
data=$(mktemp -d)
trap 'rm -rf "$prefix" "$data"' EXIT
passed=0
failed=0
check() {
    if "$@"; then passed=$((passed + 1)); echo "PASS $*"; else failed=$((failed + 1)); echo "FAIL $*"; fi
}

scripts/install "$prefix" >/dev/null
(cd / && XDG_DATA_HOME="$data" "$prefix/bin/login-form" --screenshot "$prefix/shot.png" 2>"$prefix/stderr")
check test -s "$prefix/shot.png"
check test ! -s "$prefix/stderr" -o "$(grep -c 'resources not found' "$prefix/stderr")" = 0
check desktop-file-validate "$prefix/share/applications/org.focuskit.LoginForm.desktop"
check appstreamcli validate --no-net --pedantic "$prefix/share/metainfo/org.focuskit.LoginForm.metainfo.xml"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
