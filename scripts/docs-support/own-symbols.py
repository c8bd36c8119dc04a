#!/usr/bin/env python3
"""Keeps only a module's own symbols in its symbol graph files.

The compiler also writes the symbols of modules a module re-exports (`@_exported import`):
FocusUI's graph would repeat FocusKit and FocusUICore, and FocusKitGTK's all of GTK's C API.
Each module's documentation should list what it declares, and link to the others.

usage: own-symbols.py SOURCE_DIR MODULE_SOURCES_DIR OUTPUT_DIR
Copies MODULE*.symbols.json from SOURCE_DIR to OUTPUT_DIR, dropping symbols declared outside
MODULE_SOURCES_DIR (and relationships that mention them).
"""
import json
import os
import sys


def main():
    source_dir, module_sources, output_dir = sys.argv[1:4]
    module = os.path.basename(os.path.normpath(module_sources))
    prefix = "file://" + os.path.abspath(module_sources) + "/"
    os.makedirs(output_dir, exist_ok=True)
    for name in sorted(os.listdir(source_dir)):
        if not (name == module + ".symbols.json" or name.startswith(module + "@")):
            continue
        with open(os.path.join(source_dir, name)) as file:
            graph = json.load(file)
        kept = [s for s in graph["symbols"] if s.get("location", {}).get("uri", "").startswith(prefix)]
        ids = {s["identifier"]["precise"] for s in kept}
        graph["symbols"] = kept
        graph["relationships"] = [
            r for r in graph.get("relationships", []) if r["source"] in ids or r["target"] in ids
        ]
        graph["relationships"] = [r for r in graph["relationships"] if r["source"] in ids]
        if kept:
            with open(os.path.join(output_dir, name), "w") as file:
                json.dump(graph, file)


main()
