#!/usr/bin/env bash
# `cargo build --release` against a build tuned for this machine's CPU (-C target-cpu=native), measured
# in one run: random 2-player games per second of `glux selfplay`, the two builds alternating three
# times so that a busy neighbour on a shared machine hits both alike. Prints each figure and the
# ratio of the medians (issue 11: the release build within 10% of the tuned one).
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${GAMES:-200000}

cargo build --quiet --release --bin glux
RUSTFLAGS="-C target-cpu=native" cargo build --quiet --release --bin glux --target-dir target/tuned

rate() { "$1" selfplay --players 2 --games "$GAMES" --seed 1 | awk -F': ' '$1 == "games per second" { print $2 }'; }
release=() tuned=()
for _ in 1 2 3; do
  release+=("$(rate target/release/glux)")
  tuned+=("$(rate target/tuned/release/glux)")
done
median() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
r=$(median "${release[@]}") t=$(median "${tuned[@]}")
echo "release (cargo build --release): ${release[*]} games/s, median $r"
echo "tuned (target-cpu=native):       ${tuned[*]} games/s, median $t"
awk -v r="$r" -v t="$t" 'BEGIN { printf "release / tuned = %.3f\n", r / t }'
