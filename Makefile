# Two commands do everything: `make serve` and `make test`. Both install what is missing first.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
# Tools installed by `cargo install` live in $CARGO_HOME/bin (~/.cargo/bin unless CARGO_HOME is set).
export PATH := $(CURDIR)/node_modules/.bin:$(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
WASM := --target wasm32-unknown-unknown
# The sub-path the end-to-end tests serve the release bundle under, as GitHub Pages does.
E2E_PUBLIC_URL := /glux/

.PHONY: setup serve test check lint lint-except-wasm test-native test-wasm build-release single-file e2e package test-package package-tests bench fuzz clean

setup:
	@scripts/setup.sh

serve: setup
	trunk serve

# Everything, as timed stages (scripts/test.sh): setup, lint, native tests, browser tests of the
# components (wasm), the release build, the end-to-end tests, the npm package. Each stage prints its
# seconds as it ends, and a table of them with the counts of tests closes the run.
test:
	@scripts/test.sh

# The quick loop while developing: formatting, clippy and the native tests (no browser).
check:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo test

lint: lint-except-wasm
	cargo clippy $(WASM) --lib --bins --test web -- -D warnings

# `make test`'s lint stage: the wasm library, binaries and browser tests are linted by the wasm
# stage's own build instead (scripts/test-wasm.sh compiles them with clippy's driver), which saves
# one more compilation of the crate and its dependencies for wasm32 (docs/performance.md).
lint-except-wasm:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy $(WASM) --bin glux-games --features js -- -D warnings

# The native tests: the library's own, the one integration-test crate (tests/it/), the doc tests.
# Also builds the command lines (target/debug/glux, glak) that the Node tests run.
test-native:
	cargo test

# The wasm-bindgen browser tests in Chromium and Firefox side by side, built by clippy's driver, so
# that clippy's lints for wasm32 fail them too (scripts/test-wasm.sh).
test-wasm:
	scripts/test-wasm.sh

# The release bundle in dist/ and the offline copy made from it, dist-single/glux.html
# (scripts/build-single-file.mjs).
build-release:
	scripts/build-release.sh $(E2E_PUBLIC_URL)
	node scripts/build-single-file.mjs

single-file: build-release

# Both groups of end-to-end tests against dist/ (scripts/e2e.sh): the functional files side by side,
# then the timing budgets alone.
e2e:
	scripts/e2e.sh all

# The npm package `glux-games` in pkg/ (scripts/build-package.sh).
package:
	scripts/build-package.sh

# The package from Node and from a browser, its types (a typed consumer, and lines that must not
# compile), publint, and the runnable example: built first, then `package-tests`.
test-package: package
	@$(MAKE) --no-print-directory package-tests

# The package's tests against pkg/ as it is built (node's TAP also goes to target/stages/package.tap,
# for the counts at the end of `make test`).
package-tests:
	mkdir -p target/stages
	node --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout \
	  --test-reporter=tap --test-reporter-destination=target/stages/package.tap tests/package/
	tsc -p tests/package
	tsc -p tests/package/tsconfig.es2022.json
	publint pkg --strict
	node examples/bot-match.mjs

# Benchmarks (not part of `make test`): Criterion for the engine, self-play throughput, and the
# release build against one tuned for this CPU.
bench:
	cargo bench --bench engine
	cargo bench --bench glak
	cargo bench --bench review
	scripts/build-package.sh
	node scripts/bench-package.mjs
	cargo run --release --bin glux -- selfplay --players 2 --games 200000 --seed 1
	cargo run --release --bin glak -- selfplay --players 2 --games 200000 --seed 1
	scripts/bench-release.sh

# Fuzzing (not part of `make test`): cargo-fuzz needs nightly flags, which RUSTC_BOOTSTRAP allows on
# the pinned stable toolchain. FUZZ_SECONDS per target.
FUZZ_SECONDS ?= 60
fuzz:
	@command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --version 0.13.2 --locked
	RUSTC_BOOTSTRAP=1 cargo fuzz run record -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run actions -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run link -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run glak_record -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run glak_link -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run glak_actions -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run remote_message -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run live_signal -- -max_total_time=$(FUZZ_SECONDS)
	RUSTC_BOOTSTRAP=1 cargo fuzz run remote_receive -- -max_total_time=$(FUZZ_SECONDS)

clean:
	cargo clean
	rm -rf dist dist-single pkg node_modules
