#!/usr/bin/env python3
"""Fails when an article links to a page or anchor of the merged site that does not exist.

docc checks symbol and article links within one module; links from one module's articles to
another module's pages are plain site paths (`/documentation/focuskit/focuscontract#Rule-6-…`),
which docc cannot check. This checks them against the merged archive.

usage: check-site-links.py ARCHIVE CATALOG...
"""
import json
import os
import re
import sys

LINK = re.compile(r"\]\((/documentation/[^)#\s]+)(?:#([^)\s]+))?\)")


def anchors(page):
    found = set()

    def walk(node):
        if isinstance(node, dict):
            if "anchor" in node:
                found.add(node["anchor"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(page)
    return found


def main():
    archive, catalogs = sys.argv[1], sys.argv[2:]
    broken = []
    for catalog in catalogs:
        for name in sorted(os.listdir(catalog)):
            if not name.endswith(".md"):
                continue
            path = os.path.join(catalog, name)
            with open(path) as file:
                text = file.read()
            for match in LINK.finditer(text):
                target, anchor = match.group(1).rstrip("/"), match.group(2)
                data = os.path.join(archive, "data" + target.lower() + ".json")
                if not os.path.exists(data):
                    broken.append(f"{path}: no page {target}")
                    continue
                if anchor:
                    with open(data) as file:
                        if anchor not in anchors(json.load(file)):
                            broken.append(f"{path}: no anchor #{anchor} on {target}")
    for line in broken:
        print("error: " + line, file=sys.stderr)
    sys.exit(1 if broken else 0)


main()
