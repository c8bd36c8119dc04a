# Shared by the scripts in scripts/reliability: step bookkeeping and the closing tally.
# Each step runs a command; its exit status decides PASS/FAIL; the script ends with
# "N passed, N failed" and a non-zero status when anything failed.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$(pwd)
passed=0
failed=0
failures=()
LOGS=${FOCUSKIT_RELIABILITY_LOGS:-$ROOT/.build/reliability}
mkdir -p "$LOGS"

# step NAME COMMAND...: runs the command, output to $LOGS/NAME.log (and its tail on failure).
step() {
    local name=$1
    shift
    local log="$LOGS/$name.log"
    local start=$SECONDS
    echo "== $name: $*" >&2
    if "$@" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "PASS $name ($((SECONDS - start)) s)"
        grep -E "^(WARN|  )|GTK soak|resident memory|finished in| passed, |^exhaustive \(|^differential \(" "$log" | head -20 || true
    else
        failed=$((failed + 1))
        failures+=("$name")
        echo "FAIL $name ($((SECONDS - start)) s), log: $log"
        grep -E "^(FAIL|WARN)|error:|ERROR|WARNING: ThreadSanitizer|SUMMARY" "$log" | head -30 || true
        tail -5 "$log"
    fi
}

finish() {
    [ ${#failures[@]} -eq 0 ] || echo "failed: ${failures[*]}"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
