#!/usr/bin/python3
"""End-to-end test of the Preferences example as a keyboard and screen reader user meets it.

Starts the example app on the current display (run it through scripts/with-display), presses
keys with xdotool (X11) or wtype (Wayland) and reads focus, names and values from the
accessibility tree (AT-SPI), as a screen reader would: every control is reached by Tab, is
announced by its title, can be operated from the keyboard, and Tab leaves the text editor. Needs
Debian's python3-pyatspi, importable from /usr/bin/python3 only.

Usage: preferences_e2e.py PATH/TO/preferences
"""
import os
import subprocess
import sys
import time

import pyatspi

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from atspi_driver import DISPLAY_SERVER, AtspiDriver, Results, WtypeInput, XdotoolInput, wait_for  # noqa: E402

APP = sys.argv[1] if len(sys.argv) > 1 else "Examples/Preferences/.build/debug/preferences"
# GTK reports a GtkSwitch as a check box; a menu picker in a grouped form is libadwaita's
# AdwComboRow, a combo box named by its title.
SWITCH = "check box"
COMBO_ROW = "combo box"
MENU_BUTTON = "push button"
# On the display scripts/with-display started: keys with xdotool (30 ms apart) on X11, wtype
# on Wayland.
driver = AtspiDriver(("preferences", "org.focuskit.preferences"),
                     input=WtypeInput() if DISPLAY_SERVER == "wayland" else XdotoolInput(key_delay=30))
key, type_text = driver.key, driver.type_text
application, walk, focused = driver.application, driver.walk, driver.focused
frame = driver.active_frame  # the app's active window
results = Results()
check = results.check


def focus_is(role, name):
    return lambda: focused() == (role, name)


def main():
    env = dict(os.environ, GDK_BACKEND="wayland" if DISPLAY_SERVER == "wayland" else "x11")
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
            ("text", "Account"),
            ("password text", "Password"),
            (COMBO_ROW, "Style"),
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
            key("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab")
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
            wait_for("the alert opens on Cancel", focus_is("push button", "Cancel"))
            key("Escape")
            wait_for("Escape cancels, focus back on Reset", focus_is("push button", "Reset"))
            key("Return")
            wait_for("the alert opens on Cancel", focus_is("push button", "Cancel"))
            key("Tab")
            wait_for("Tab to the alert's Reset", focus_is("push button", "Reset"))
            key("Return")
            wait_for("Reset focuses the first setting", focus_is(SWITCH, "Save automatically"))
        check("Reset asks in an alert (Escape cancels) and sends focus back to the first setting", reset)

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
    status = results.finish()
    return status if results.items else 1  # no case run is a failure too


if __name__ == "__main__":
    sys.exit(main())
