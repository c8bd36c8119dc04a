#!/usr/bin/python3
"""Reads valgrind's XML output (--xml=yes --xml-file=...) and fails on definitely-lost blocks
whose allocation stack includes project code: a frame whose source file is under the
repository's Sources/ or Tests/, or whose (mangled Swift) function name belongs to one of the
project's modules. Leaks entirely inside GLib, GTK, fontconfig, the Swift runtime and so on are
counted and listed briefly but do not fail (the one-time ones are suppressed in
Tests/Reliability/valgrind.supp anyway).

Usage: valgrind_check.py REPO_ROOT VALGRIND.xml [...]
Prints one PASS/FAIL line per file and a closing "N passed, N failed"; exits 1 on failure.
"""
import os
import sys
import xml.etree.ElementTree as ET

# Swift mangling of the project's module names ($s<len><name>...), and C symbols of the app.
PROJECT_MODULES = ["FocusKit", "FocusKitGTK", "FocusUI", "FocusUICore", "LoginAccounts", "login_form",
                   "FocusKitGTKTests", "GtkTestSupport", "FocusKitTestSupport"]
MANGLED = tuple(f"$s{len(name)}{name}" for name in PROJECT_MODULES) + \
    tuple(f"$sS{len(name)}{name}" for name in PROJECT_MODULES)


def project_frame(frame, root):
    directory = frame.findtext("dir") or ""
    function = frame.findtext("fn") or ""
    if directory.startswith(os.path.join(root, "Sources")) or directory.startswith(os.path.join(root, "Tests")):
        return True
    return function.startswith(MANGLED) or function.startswith("focuskit_")


def describe(frame):
    function = frame.findtext("fn") or frame.findtext("obj") or "?"
    where = frame.findtext("file")
    line = frame.findtext("line")
    return f"{function[:110]}" + (f" ({where}:{line})" if where else "")


def check(root, path):
    tree = ET.parse(path)
    problems = []
    other = 0
    for error in tree.getroot().iter("error"):
        if error.findtext("kind") != "Leak_DefinitelyLost":
            continue
        frames = error.find("stack").findall("frame") if error.find("stack") is not None else []
        if any(project_frame(frame, root) for frame in frames):
            leaked = error.find("xwhat")
            text = leaked.findtext("text") if leaked is not None else error.findtext("what")
            stack = "\n      ".join(describe(frame) for frame in frames[:14])
            problems.append(f"  {text}\n      {stack}")
        else:
            other += 1
    errors = [e for e in tree.getroot().iter("error") if not e.findtext("kind", "").startswith("Leak_")]
    return problems, other, errors


def main():
    root = os.path.abspath(sys.argv[1])
    passed = failed = 0
    for path in sys.argv[2:]:
        try:
            problems, other, errors = check(root, path)
        except (ET.ParseError, FileNotFoundError) as error:
            print(f"FAIL {path}: cannot read valgrind output: {error}")
            failed += 1
            continue
        name = os.path.basename(path)
        if problems or errors:
            failed += 1
            print(f"FAIL {name}: {len(problems)} definitely-lost block(s) with project code in the stack, "
                  f"{len(errors)} memory error(s)")
            for problem in problems[:20]:
                print(problem)
            for error in errors[:10]:
                print(f"  {error.findtext('kind')}: {error.findtext('what') or ''}")
        else:
            passed += 1
            print(f"PASS {name}: no definitely-lost block with project code "
                  f"({other} definitely-lost record(s) entirely in system libraries, not suppressed)")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
