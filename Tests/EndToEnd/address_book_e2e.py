#!/usr/bin/python3
"""End-to-end test of the AddressBook example (issue 14), driven as a keyboard user would.

Starts the example app on the current display (run it through scripts/with-display), presses
keys with xdotool (X11) or wtype (Wayland) and reads focus, names and windows from the
accessibility tree (AT-SPI): the list has default focus on its first contact, the arrow keys
move through it, Delete asks in a confirmation dialog (Escape cancels, focus returns to the row;
Delete deletes, focus moves to the next row once the dialog has closed), Return edits the
contact in a sheet whose Name field has focus (the sheet's fields and the detail form are rows of
grouped forms), Return there saves, and focus is back on the same row, renamed. Needs Debian's python3-pyatspi, importable from /usr/bin/python3 only.

Usage: address_book_e2e.py PATH/TO/address-book
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from atspi_driver import DISPLAY_SERVER, AtspiDriver, Results, WtypeInput, XdotoolInput, wait_for  # noqa: E402

APP = sys.argv[1] if len(sys.argv) > 1 else "Examples/AddressBook/.build/debug/address-book"
# On the display scripts/with-display started: keys with xdotool (40 ms apart) on X11, wtype
# on Wayland.
driver = AtspiDriver(("address-book", "org.focuskit.addressbook"),
                     input=WtypeInput() if DISPLAY_SERVER == "wayland" else XdotoolInput(key_delay=40))
key, type_text = driver.key, driver.type_text
active_frame, walk, focused_name = driver.active_frame, driver.walk, driver.focused_name
results = Results()
check = results.check


def text_of(accessible):
    """The accessible's text, or None when it has none (a grouped row titled as its field)."""
    try:
        text = accessible.queryText()
    except NotImplementedError:
        return None
    return text.getText(0, text.characterCount)


def focus_is(name):
    # A list row's accessible name is its text and its position ("Ada Lovelace, 1 of 4").
    return lambda: focused_name() == name or (focused_name() or "").startswith(name + ", ")


def main():
    env = dict(os.environ, GDK_BACKEND="wayland" if DISPLAY_SERVER == "wayland" else "x11")
    app = subprocess.Popen([APP], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for("the Address Book window",
                 lambda: active_frame() is not None and active_frame().name == "Address Book", timeout=60)
        main_window = active_frame()

        check("the first contact has default focus and is selected", lambda: (
            wait_for("Ada Lovelace focused", focus_is("Ada Lovelace")),
            wait_for("Ada's details", lambda: any(
                a.name == "Name" and text_of(a) == "Ada Lovelace" for a in walk(main_window)))))

        def arrows():
            key("Down")
            wait_for("Alan Turing focused", focus_is("Alan Turing"))
            key("Down")
            wait_for("Grace Hopper focused", focus_is("Grace Hopper"))
            key("Up", "Down")
            wait_for("Grace Hopper focused again", focus_is("Grace Hopper"))
        check("Up and Down move focus through the list", arrows)

        def delete_cancelled():
            key("Delete")
            wait_for("the confirmation dialog",
                     lambda: active_frame() is not None and active_frame().name == "Delete “Grace Hopper”?")
            wait_for("Cancel focused in the dialog", focus_is("Cancel"))
            key("Escape")
            wait_for("the dialog closed", lambda: active_frame() == main_window)
            wait_for("Grace Hopper focused after Escape", focus_is("Grace Hopper"))
        check("Delete asks first; Escape cancels and focus returns to the row", delete_cancelled)

        def delete_confirmed():
            key("Delete")
            wait_for("the confirmation dialog",
                     lambda: active_frame() is not None and active_frame().name == "Delete “Grace Hopper”?")
            wait_for("Cancel focused in the dialog", focus_is("Cancel"))
            key("shift+Tab")
            wait_for("Delete focused in the dialog", focus_is("Delete"))
            key("Return")
            wait_for("the dialog closed", lambda: active_frame() == main_window)
            wait_for("the next contact focused", focus_is("Edsger Dijkstra"))
            if any(a.name == "Grace Hopper" or a.name.startswith("Grace Hopper, ") for a in walk(main_window)):
                raise AssertionError("Grace Hopper is still listed")
        check("Delete confirmed removes the contact and focuses the next one", delete_confirmed)

        def edit_sheet():
            key("Return")
            wait_for("the edit sheet", lambda: active_frame() is not None and active_frame().name == "Edit Contact")
            wait_for("Name focused in the sheet", focus_is("Name"))
            key("ctrl+a")
            type_text("Edsger W. Dijkstra")
            key("Return")
            wait_for("the sheet closed", lambda: active_frame() == main_window)
            wait_for("the renamed row focused", focus_is("Edsger W. Dijkstra"))
        check("Return edits in a sheet with Name focused; Return saves; focus returns to the row", edit_sheet)

        def escape_cancels_edit():
            key("Return")
            wait_for("the edit sheet", lambda: active_frame() is not None and active_frame().name == "Edit Contact")
            wait_for("Name focused in the sheet", focus_is("Name"))
            type_text("xyz")
            key("Escape")
            wait_for("the sheet closed", lambda: active_frame() == main_window)
            wait_for("the row focused, unchanged", focus_is("Edsger W. Dijkstra"))
        check("Escape cancels the edit sheet", escape_cancels_edit)

        def detail_form():
            key("Tab")
            wait_for("Name in the detail form focused", focus_is("Name"))
            key("Return")
            wait_for("Email focused after Return", focus_is("Email"))
        check("the detail form: Tab reaches Name, Return moves to Email", detail_form)

        key("ctrl+q")
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            results.fail("Ctrl+Q quits", "still running")
    finally:
        if app.poll() is None:
            app.kill()
        app.wait()
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
