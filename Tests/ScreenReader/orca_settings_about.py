#!/usr/bin/python3
"""What a blind user hears in the Settings and About windows (issue 27): Orca against the
AddressBook example, whose `Settings` scene is libadwaita's AdwPreferencesWindow (a grouped form:
a switch row, a text row, a password row) and whose primary menu opens libadwaita's
AdwAboutWindow with the app's metainfo.

Orca is started first, then the app, as in orca_grouped_form.py, without `orca --replace` (which
SIGKILLs every process named `orca` of the user on the machine): `orca_launcher.py` imports Orca
and runs its main().

Opens About from the primary menu by keyboard (F10, the arrows, Return) and checks that Orca
names the menu "Main Menu" (never by GTK's type names, nor the Settings window's pages), and says the About window's title with the app's name from the metainfo ("About Address Book") and
its first control, the named version button, that the name is on the bus, and that Escape
returns to the list row; searches (Ctrl+F, the header bar's search toggle) and hears the search
field's prompt and the toggle's name, role and state; then opens Settings with Ctrl+comma and checks that Orca says each row's name, role and
value as Tab walks them (the switch's state, before and after Space), that a password typed into
the password row is never spoken nor sent in an accessibility event, and that the settings reach
the list (the email addresses shown).

Usage: orca_settings_about.py PATH/TO/address-book
Run it through scripts/with-display (X11: Orca's key echo needs it).
"""
import ast
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "Reliability"))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from atspi_driver import AtspiDriver, XdotoolInput  # noqa: E402
from leaks import leaks_in_text, spoken_password_characters, unmasked_password_text  # noqa: E402
from orca_speech import Orca, Speech, speech_environment, type_like_a_person, xdotool  # noqa: E402
from reliability_common import Results, wait_for  # noqa: E402

APP = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Examples/AddressBook/.build/debug/address-book")
# Letters and digits that nothing else typed or shown in this run uses.
PASSWORD = "kqzj8316"
results = Results()


class AddressBook(AtspiDriver):
    """AT-SPI access to the running AddressBook example."""

    def __init__(self):
        super().__init__(("address-book", "org.focuskit.addressbook"), input=XdotoolInput(key_delay=20),
                         newest_with_windows=True)

    def focus(self, name, timeout=10.0):
        # A list row's name is its text and its position ("Ada Lovelace, 1 of 4").
        wait_for(f"{name} focused", lambda: (self.focused_name() or "") == name
                 or (self.focused_name() or "").startswith(name + ", "), timeout=timeout)

    def frame_named(self, name):
        frame = self.active_frame()
        return frame if frame is not None and frame.name == name else None


def main():
    for tool in ("speech-dispatcher", "xdotool"):
        if shutil.which(tool) is None:
            print(f"FAIL setup: {tool} is not installed (scripts/install-deps)\n0 passed, 1 failed")
            return 1
    root = tempfile.mkdtemp(prefix="settings-about-orca-")
    env = speech_environment(root)
    env["XDG_CONFIG_HOME"] = os.path.join(root, "config")
    events_path = os.path.join(root, "a11y-events.txt")
    listener = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "a11y_events.py"), events_path],
                                stdout=subprocess.PIPE, env=env)
    listener.stdout.readline()  # "ready"
    log_path = os.path.join(root, "orca.log")
    speech = Speech(log_path)
    d = AddressBook()
    orca = Orca(log_path, env, launcher=os.path.join(HERE, "orca_launcher.py"))
    app = None
    try:
        speech.wait("Screen reader on", 0, timeout=60)
        app = subprocess.Popen([APP], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for("the Address Book window", lambda: d.frame_named("Address Book") is not None, timeout=60)
        main_window = d.active_frame()
        d.focus("Ada Lovelace", timeout=30)

        def said(words, mark, timeout=15.0):
            """Waits until one utterance after `mark` holds every one of `words`, in order."""
            def found():
                for utterance in speech.since(mark):
                    position = 0
                    for word in words:
                        position = utterance.find(word, position)
                        if position < 0:
                            break
                        position += len(word)
                    else:
                        return True
                return False
            wait_for(f"Orca to say {words!r} in one utterance", found, timeout=timeout)

        def press(key, words, focus=None):
            mark = speech.mark()
            xdotool("key", key)
            if focus is not None:
                d.focus(focus)
            said(words, mark)

        def no_type_names(mark):
            """GTK names an unnamed accessible by its type ("GtkPopoverMenu", "GtkStackPage")."""
            named = [u for u in speech.since(mark) if "GtkPopoverMenu" in u or "GtkStackPage" in u]
            assert not named, f"Orca said GTK type names: {named}"

        def about():
            mark = speech.mark()
            xdotool("key", "F10")
            wait_for("the primary menu open", lambda: d.focused_name() not in (None, "")
                     and not (d.focused_name() or "").startswith("Ada Lovelace"))
            for _ in range(12):
                if (d.focused_name() or "").startswith("About"):
                    break
                before = d.focused_name()
                xdotool("key", "Down")
                wait_for("the next menu item", lambda: d.focused_name() != before)
            d.focus("About Address Book")
            said(["About Address Book"], mark)
            said(["Main Menu", "menu"], mark)
            no_type_names(mark)
            # The menu's page is no second "Main Menu" ("Main Menu menu, Main Menu panel").
            twice = [u for u in speech.since(mark) if "Main Menu panel" in u]
            assert not twice, f"Orca said the menu's name for its page too: {twice}"
            mark = speech.mark()
            xdotool("key", "Return")
            wait_for("the About window", lambda: d.frame_named("About Address Book") is not None)
            about_window = d.active_frame()
            # The app's name from its metainfo: in the window's title, which Orca says as the
            # window opens, and in its labels; then its first Tab stop, the version button.
            wait_for("the app's name in the About window",
                     lambda: any(a.name == "Address Book" for a in d.walk(about_window)))
            said(["About Address Book"], mark)
            said(["Version 0.1.0", "push button"], mark)
            press("Escape", ["Ada Lovelace"], "Ada Lovelace")
            wait_for("the Address Book window active again", lambda: d.active_frame() == main_window)
        results.check("About from the primary menu says the app's name; Escape returns to the row", about)

        def search():
            # The search bar (issue 27): Ctrl+F reveals it and focuses its field, which Orca
            # says by the prompt; Escape empties and hides it and returns to the list.
            press("ctrl+f", ["Search Contacts"], "Search Contacts")
            mark = speech.mark()
            type_like_a_person("tur")
            wait_for("only Alan Turing listed", lambda: not any(
                a.name == "Ada Lovelace" for a in d.walk(main_window) if a.getRoleName() == "label"))
            # Ada's row was filtered out: focus enters the list again on its selected row.
            press("Escape", ["Ada Lovelace"], "Ada Lovelace")
            # The header bar's search toggle, after the content and before the main menu (GTK
            # reports a toggle button as a push button that is pressed or not).
            press("shift+Tab", ["Main Menu"], "Main Menu")
            press("shift+Tab", ["Search", "push button"], "Search")
            press("space", ["Search Contacts"], "Search Contacts")
            press("Escape", ["Search", "push button"], "Search")
        results.check("search: Ctrl+F and the header bar's toggle reveal the field, Orca says its prompt; "
                      "Escape returns", search)

        def settings():
            mark = speech.mark()
            xdotool("key", "ctrl+comma")
            wait_for("the Preferences window", lambda: d.frame_named("Preferences") is not None)
            d.focus("Sort by Last Name")
            said(["Preferences"], mark)
            said(["Sort by Last Name", "check box", "not checked"], mark)
            no_type_names(mark)
            press("Tab", ["Show Email Addresses", "check box", "not checked"], "Show Email Addresses")
            mark = speech.mark()
            xdotool("key", "space")
            wait_for("the switch on", lambda: d.focused_accessible() is not None
                     and d.focused_accessible().getState().contains(d.pyatspi.STATE_CHECKED))
            said(["checked"], mark)
            press("Tab", ["Account", "text"], "Account")
            press("Tab", ["Password", "password text"], "Password")
        results.check("Settings: Tab walks the rows, each announced with name, role and value", settings)

        def type_password():
            # Only into the password row: typed elsewhere in the window, letters start a search.
            assert d.focused_name() == "Password", f"focus is on {d.focused_name()!r}, not Password"
            type_like_a_person(PASSWORD)
            wait_for("the password typed", lambda: len(PASSWORD) <= sum(
                1 for line in open(events_path, encoding="utf-8") if "text-changed:insert" in line), timeout=15)
        results.check("typing a password into the Settings window's password row", type_password)

        def reaches_the_list():
            wait_for("the email addresses in the list",
                     lambda: any(a.name == "ada@example.org" for a in d.walk(main_window)))
        results.check("Show Email Addresses shows them in the list", reaches_the_list)

        def no_leaks():
            spoken = speech.all()
            leaked = [u for u in spoken if leaks_in_text(u, [PASSWORD])]
            echoed = spoken_password_characters(spoken, [PASSWORD])
            assert not leaked and not echoed, f"Orca said {leaked + echoed}"
            listener.terminate()
            listener.wait(timeout=10)
            with open(events_path, encoding="utf-8") as handle:
                events = [ast.literal_eval(line) for line in handle if line.startswith("(")]
            assert not unmasked_password_text(events), "a password row's event carried clear text"
            bad = [e for e in events if leaks_in_text(str(e[3]), [PASSWORD])]
            assert not bad, f"accessibility events carried the password: {bad[:3]}"
        results.check("no password character is spoken or sent over the accessibility bus", no_leaks)
    finally:
        if os.environ.get("ORCA_SETTINGS_ABOUT_SPEECH"):
            print("said:", speech.all(), flush=True)
        if app is not None:
            app.terminate()
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
        orca.stop()
        if listener.poll() is None:
            listener.terminate()
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
