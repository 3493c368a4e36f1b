#!/usr/bin/env bash
# `npm test`: every check, in lanes side by side, so that both cores of a 2-core machine stay busy
# while a step waits (on timeouts the server tests provoke, on child processes, pages), and no
# step waits for one it does not need (docs/testing.md gives each lane's time):
#   unit:       the unit tests (vitest), from the start, then the server tests (late, so that
#               their timing checks run when fewer steps compete for the cores)
#   checks:     lint and typecheck, from the start
#   browser:    the fixture build, in this folder, from the start, then the browser tests and the
#               HTML checker on it, side by side
#   site:       the build of content/ in a copy of the project, from the start (it and the fixture
#               build make one app build between them: whichever reaches Vite first runs it, the
#               other waits for it and reuses it), then two lanes at once:
#     real:     content/'s byte budgets, valid HTML and spelling, in the copy
#     pr:       a counsellor's pull request on a copy of content/ (its build reuses the app build,
#               and its browser tests their own ports)
#   editor:     once the browser lane is done, the editor's browser tests in this folder, at full
#               priority (they need only the app build, in the build cache by then, and start their
#               own servers on their own ports)
# The browser lane is the longest: the lanes with time to spare (checks, real, pr, and the HTML
# checker beside the browser tests) run at a lower priority (nice), so that when both cores are
# busy the browser tests and the builds they wait for go first. The unit lane keeps its priority
# for the server tests' timing checks.
# Each step's output is printed whole when it ends, with its time; the run fails if any step fails,
# and a lane stops at its first failure.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
site=$(mktemp -d)
trap 'rm -rf "$logs" "$site"' EXIT

lane() {
  local step start status log name
  for step in "$@"; do
    start=$SECONDS
    # A log of its own: two lanes run check:html at the same time.
    log=$(mktemp "$logs/step.XXXXXX")
    # Its CPU seconds (user + system) beside its wall time: what the cores spent on it, its
    # children included (not Chromium's renderers, which are not its children when they end).
    /usr/bin/time -f '%U %S' -o "$log.cpu" nice -n "${niceness:-0}" npm run --silent "$step" >"$log" 2>&1
    status=$?
    # Its last line (a failed command's has one before it, saying so).
    cpu=$(awk 'END { printf "%.1f", $1 + $2 }' "$log.cpu" 2>/dev/null)
    {
      echo
      echo "──── npm run $step${where:-}: $([ $status -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s, ${cpu:-?} CPU s"
      cat "$log"
      printf '%6s %6s  %s\n' "$((SECONDS - start))" "${cpu:-?}" "$step${where:-}" >>"$logs/times"
    } | flock "$logs/print" cat
    # A failed step's log is kept, to be printed again at the very end, where a reader of only
    # the run's last lines (a CI summary) sees it.
    if [ $status -ne 0 ]; then
      name="$step${where:-}"
      cp "$log" "$logs/failed.${name//[^A-Za-z0-9:._-]/_}"
      return 1
    fi
  done
}

start=$SECONDS
# What a build reads, beside this folder's packages (a link), so that the copy's builds share
# this folder's build cache: the fixture build, the copy's and the pull request's make one app
# build between them when the code is the same.
cp -r app content public scripts server package.json package-lock.json vite.config.ts tsconfig.json "$site"
ln -s "$PWD/node_modules" "$site/node_modules"

lane test:unit test:server &
unit=$!
niceness=3 lane lint typecheck &
checks=$!
(
  lane build:fixtures || exit 1
  # The HTML checker beside the browser tests, not before them: neither writes to the build.
  niceness=3 where=" (fixtures)" lane check:html &
  html=$!
  lane test:browser || { wait $html; exit 1; }
  wait $html
) &
browser=$!
(
  (cd "$site" && where=" (content/, in a copy)" lane build) || exit 1
  (
    cd "$site" && niceness=3 where=" (content/, in a copy)" lane bench check:html check:spelling
  ) &
  real=$!
  # With E2E_PORT set, the pull request's server takes the port after the browser lane's three.
  E2E_PORT=${E2E_PORT:+$((E2E_PORT + 3))} niceness=3 lane test:counsellor-pr &
  pr=$!
  failed=0
  for each in $real $pr; do
    wait "$each" || failed=1
  done
  exit $failed
) &
site_lane=$!

failed=0
wait $browser || failed=1
# The editor's tests drive a 6 MB page through whole workflows: once the browser lane is done, at
# full priority. Run beside it, at a lower one, a test of the launch workflow ran past its timeout.
lane test:editor || failed=1
for each in $unit $checks $site_lane; do
  wait "$each" || failed=1
done
echo
echo "Each step's wall and CPU seconds (user + system, its children included), most CPU first:"
printf '%6s %6s  %s\n' wall CPU step
sort -k2,2nr "$logs/times"
# The whole run's: bash's `times`, second line, its children's user and system time (as 1m2.345s).
# (Into a file: in a pipe, `times` would run in a subshell and count that subshell's children.)
times >"$logs/all"
awk 'NR == 2 { gsub(/[ms]/, " "); printf "%6s %6.1f  the whole run (its copy of the project included)\n", "", $1 * 60 + $2 + $3 * 60 + $4 }' "$logs/all"
for log in "$logs"/failed.*; do
  [ -e "$log" ] || continue
  echo
  echo "──── Again, what the failed step ${log#"$logs/failed."} printed last (failures first):"
  # Vitest's and Playwright's failure blocks, then the step's last lines.
  sed "s/\x1b\[[0-9;]*m//g" "$log" | grep -E -A12 "(FAIL|✘|×|Error:)" | head -80
  echo "  ..."
  tail -n 25 "$log"
done
echo
echo "All checks: $([ $failed -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
exit $failed
