#!/usr/bin/python3
"""End-to-end test of the Preferences example as a keyboard and screen reader user meets it.

Starts the example app on the current X display (run it through scripts/with-display), presses
keys with xdotool and reads focus, names and values from the accessibility tree (AT-SPI), as a
screen reader would: every control is reached by Tab, is announced by its title, can be
operated from the keyboard, and Tab leaves the text editor. Needs Debian's python3-pyatspi,
importable from /usr/bin/python3 only.

Usage: preferences_e2e.py PATH/TO/preferences
"""
import os
import subprocess
import sys
import time

import pyatspi

APP = sys.argv[1] if len(sys.argv) > 1 else "Examples/Preferences/.build/debug/preferences"
TIMEOUT = 10.0
# GTK 4.8 reports a GtkSwitch as a check box, and a GtkDropDown's focus on its toggle button.
SWITCH = "check box"
DROP_DOWN = "push button"
MENU_BUTTON = "push button"
results = []


def key(*keys):
    subprocess.run(["xdotool", "key", "--clearmodifiers", "--delay", "30", *keys], check=True)


def type_text(text):
    subprocess.run(["xdotool", "type", "--clearmodifiers", "--delay", "15", text], check=True)


def wait_for(description, predicate, timeout=TIMEOUT):
    """Polls the accessibility tree (the app runs in another process) until predicate holds."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = predicate()
            if last:
                return last
        except Exception as error:  # the tree changes under us while the window updates
            last = error
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {description} (last: {last!r})")


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name in ("preferences", "org.focuskit.preferences"):
            return app
    return None


def frame():
    app = application()
    if app is None:
        return None
    for index in range(app.childCount):
        child = app.getChildAtIndex(index)
        if child is not None and child.getState().contains(pyatspi.STATE_ACTIVE):
            return child
    return None


def walk(accessible):
    yield accessible
    for index in range(accessible.childCount):
        child = accessible.getChildAtIndex(index)
        if child is not None:
            yield from walk(child)


def focused_accessible():
    window = frame()
    if window is None:
        return None
    for accessible in walk(window):
        if accessible.getState().contains(pyatspi.STATE_FOCUSED) and accessible.getRole() != pyatspi.ROLE_FRAME:
            return accessible
    return None


def focused():
    """(role name, accessible name) of the focused accessible in the active window."""
    accessible = focused_accessible()
    return None if accessible is None else (accessible.getRoleName(), accessible.name)


def check(name, function):
    try:
        function()
        results.append((name, None))
        print(f"PASS {name}", flush=True)
    except Exception as error:
        results.append((name, error))
        print(f"FAIL {name}: {error}", flush=True)


def focus_is(role, name):
    return lambda: focused() == (role, name)


def main():
    env = dict(os.environ, GDK_BACKEND="x11")
    app = subprocess.Popen([APP], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        wait_for("the Preferences window", lambda: frame() is not None and frame().name == "Preferences",
                 timeout=30)
        if os.environ.get("PREFERENCES_E2E_LIST"):
            for _ in range(9):
                print("focused:", focused(), flush=True)
                key("Tab")
                time.sleep(0.3)
            return 0

        check("the first setting has default focus",
              lambda: wait_for("Save automatically focused", focus_is(SWITCH, "Save automatically")))

        order = [
            ("spin button", "Every 5 minutes"),
            ("check box", "Keep backups"),
            ("text", "Name"),
            ("text", "Email"),
            (DROP_DOWN, "Style"),
            ("spin button", "Font size: 12 pt"),
            ("text", "Signature"),
            ("push button", "Reset"),
            # The toolbar's Export menu, then the header bar's primary menu (the app's
            # commands), are Tab stops after the content.
            (MENU_BUTTON, "Export"),
            ("push button", "Main Menu"),
            (SWITCH, "Save automatically"),
        ]

        def tab_order():
            for role, name in order:
                key("Tab")
                wait_for(f"{name} focused after Tab", focus_is(role, name))
        check("Tab reaches every control, by its title, and leaves the text editor", tab_order)

        def space_toggles():
            key("space")
            wait_for("the window retitled after a change",
                     lambda: frame() is not None and frame().name == "Preferences (edited)")
            wait_for("the interval disabled with autosave off",
                     lambda: not any(a.name.startswith("Every") and a.getState().contains(pyatspi.STATE_SENSITIVE)
                                     for a in walk(frame()) if a.getRoleName() == "spin button"))
        check("Space turns the switch off; the window title and the interval follow", space_toggles)

        def stepper_keys():
            key("Tab", "Tab", "Tab", "Tab", "Tab")
            wait_for("Font size focused", focus_is("spin button", "Font size: 12 pt"))
            key("Up")
            wait_for("the font size label follows", focus_is("spin button", "Font size: 13 pt"))
        check("Up arrow steps the font size and its title follows", stepper_keys)

        def editor_typing():
            key("Tab")
            wait_for("Signature focused", focus_is("text", "Signature"))
            type_text("Ada")
            key("Tab")
            wait_for("Tab leaves the editor", focus_is("push button", "Reset"))
            wait_for("the count follows", lambda: any(a.name == "3 characters" for a in walk(frame())))
        check("typing in the editor, then Tab moves on", editor_typing)

        def reset():
            key("Return")
            wait_for("Reset focuses the first setting", focus_is(SWITCH, "Save automatically"))
        check("Reset sends focus back to the first setting", reset)

        def export_menu():
            key("shift+Tab")
            wait_for("Main Menu focused after Shift+Tab", focus_is("push button", "Main Menu"))
            key("shift+Tab")
            wait_for("Export focused after Shift+Tab", focus_is(MENU_BUTTON, "Export"))
            key("Return")
            wait_for("the Export menu's first item focused", focus_is("menu item", "Copy Settings"))
            key("Return")
            wait_for("focus back on Export after choosing", focus_is(MENU_BUTTON, "Export"))
            key("Return")
            wait_for("the menu tells what was done",
                     lambda: any(a.name == "Exported once" for a in walk(application())))
            key("Escape")
            wait_for("Escape closes the menu", focus_is(MENU_BUTTON, "Export"))
        check("the toolbar's Export menu opens from the keyboard and runs its item", export_menu)
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
    failed = [name for name, error in results if error is not None]
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed or not results else 0


if __name__ == "__main__":
    sys.exit(main())
