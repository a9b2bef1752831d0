#!/usr/bin/env python3
"""What the app's wasm modules are made of (issue 40; docs/performance.md): each module's code by
the crate or part of the crate it comes from, and what the modules repeat from one another.

Reads the release build's modules as cargo writes them (function names kept) with `twiggy`
(`cargo install twiggy --version 0.7.0 --locked`; it cannot read them once bound or optimised). So
sizes are of the code before wasm-bindgen, wasm-opt and gzip (the shipped files are several times
smaller): read them as shares. Left out: custom sections (names, wasm-bindgen's description of the
bindings) and wasm-bindgen's describe functions, which are gone from the shipped files.

Usage: scripts/module-profile.py [target/wasm32-unknown-unknown]
"""
import csv
import io
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(sys.argv[1] if len(sys.argv) > 1 else "target/wasm32-unknown-unknown")
# The modules, from the list of them (src/modules/modules.txt): a name (the page's own module is
# "page") and its file as cargo writes it.
MODULES = [
    ("page" if folder == "." else entry, f"{profile}/{binary}.wasm")
    for binary, entry, folder, profile, *_ in (
        line.split() for line in (Path(__file__).parent.parent / "src/modules/modules.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    )
]
# The part an item belongs to: the first matching pattern on its (demangled) name.
PARTS = [
    ("data (strings, tables)", r"^data\["),
    ("app: games between devices", r"glux::(ui::remote|remote|app::bridge|app::devices)\b"),
    ("app: history", r"glux::ui::history|(^|[^a-z_])idb::"),
    ("app: review", r"glux::(ui::review|core::review)|::judge::"),
    ("app: tutorial", r"glux::ui::tutorial"),
    ("app: editor", r"glux::ui::editor"),
    ("app: views and shell", r"glux::(ui|app)::"),
    ("engine: Glüx bots", r"glux::glux::bots"),
    ("engine: GLAK bots", r"glux::glak::bots"),
    ("engine: Glüx", r"glux::glux::"),
    ("engine: GLAK", r"glux::glak::"),
    ("engine: shared core", r"glux::core::|glux::"),
    ("serde_json", r"serde_json::"),
    ("serde (derived code and core)", r"serde(_core)?::|Deserialize|Serialize"),
    ("signatures and hashes", r"ed25519|curve25519|sha2::|sha512|sha256|digest::"),
    ("yew", r"yew::|implicit_clone|gloo"),
    ("wasm-bindgen, js-sys, web-sys", r"wasm_bindgen|js_sys::|web_sys::|__wbg|__wbindgen"),
    ("formatting and panics", r"core::fmt|alloc::fmt|core::panicking|std::panicking|panic|<&T as core::fmt|::fmt::"),
    ("allocator", r"talc|dlmalloc|alloc::raw_vec|__rust_alloc|__rdl_"),
    ("rand", r"rand(_core|_chacha)?::|chacha"),
    ("core and alloc (the rest)", r"core::|alloc::|std::"),
]
COMPILED = [(name, re.compile(p)) for name, p in PARTS]


def items(path):
    out = subprocess.run(["twiggy", "top", "-n", "1000000", "--format", "csv", str(path)],
                         check=True, capture_output=True, text=True).stdout
    for row in csv.DictReader(io.StringIO(out)):
        name, size = row["Name"], int(row["ShallowSize"])
        # Custom sections (names, wasm-bindgen's description of the bindings) and wasm-bindgen's
        # describe functions are gone from the shipped files.
        if "custom section" in name or "subsection" in name or name.startswith("... and") or "__wbindgen_describe" in name:
            continue
        yield name, size


def part(name):
    for label, pattern in COMPILED:
        if pattern.search(name):
            return label
    return "other"


def main():
    sizes = {}
    by_part = {}
    names = {}
    for module, rel in MODULES:
        if not (ROOT / rel).exists():
            sys.exit(f"module-profile: {ROOT / rel} is missing: run the release build first")
    for module, rel in MODULES:
        path = ROOT / rel
        parts = defaultdict(int)
        seen = {}
        for name, size in items(path):
            # Hashes differ between modules for the same function: compare names without them.
            key = re.sub(r"::h[0-9a-f]{16}$", "", name)
            parts[part(name)] += size
            seen[key] = seen.get(key, 0) + size
        sizes[module] = sum(parts.values())
        by_part[module] = parts
        names[module] = seen
    labels = [label for label, _ in PARTS] + ["other"]
    header = "| part | " + " | ".join(m for m, _ in MODULES) + " |"
    print(header)
    print("|" + " --- |" * (len(MODULES) + 1))
    for label in labels:
        row = [by_part[m].get(label, 0) for m, _ in MODULES]
        if any(row):
            print(f"| {label} | " + " | ".join(f"{v / 1000:.0f} KB" for v in row) + " |")
    print("| **code and data** | " + " | ".join(f"**{sizes[m] / 1000:.0f} KB**" for m, _ in MODULES) + " |")
    # What each module repeats: items (by name) that are also in another module.
    print()
    print("| module | items also in another module | share of its code | also in the page |")
    print("| --- | --- | --- | --- |")
    for module, _ in MODULES:
        others = set().union(*(names[m].keys() for m, _ in MODULES if m != module))
        shared = sum(v for k, v in names[module].items() if k in others)
        in_page = sum(v for k, v in names[module].items() if k in names["page"]) if module != "page" else 0
        print(f"| {module} | {shared / 1000:.0f} KB | {100 * shared / sizes[module]:.0f} % | "
              + (f"{in_page / 1000:.0f} KB ({100 * in_page / sizes[module]:.0f} %)" if module != "page" else "") + " |")
    total = sum(sizes.values())
    union = {}
    for module, _ in MODULES:
        for k, v in names[module].items():
            union[k] = max(union.get(k, 0), v)
    print(f"\nAll modules: {total / 1000:.0f} KB of code and data; written once each: {sum(union.values()) / 1000:.0f} KB "
          f"({100 * (1 - sum(union.values()) / total):.0f} % repeated).")


if __name__ == "__main__":
    main()
