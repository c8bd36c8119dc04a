"""Shared helpers of the Python drivers that use a real app as a keyboard and screen reader
user would: keys through the display server's input tool (xdotool on X11, wtype on Wayland),
focus, names and texts read from the accessibility tree (AT-SPI), bounded polling, and the
PASS/FAIL bookkeeping whose lines CI scripts and people read.

Used by Tests/EndToEnd/*_e2e.py and, through Tests/Reliability/reliability_common.py, by the
reliability and screen reader drivers. pyatspi (Debian's python3-pyatspi, importable from
/usr/bin/python3 only) is imported when an AtspiDriver is made, so that drivers without a
display can import this module.

A driver puts this folder on its path first:
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
"""
import os
import subprocess
import time

# The display server scripts/with-display started ("x11" or "wayland").
DISPLAY_SERVER = os.environ.get("FOCUSKIT_DISPLAY_SERVER", "x11")
TIMEOUT = 10.0


class XdotoolInput:
    """Keys through the X server."""
    name = "xdotool (X11)"

    def __init__(self, key_delay=30, type_delay=15):
        self.key_delay = key_delay
        self.type_delay = type_delay

    def key(self, *keys, delay=None):
        delay = self.key_delay if delay is None else delay
        subprocess.run(["xdotool", "key", "--clearmodifiers", "--delay", str(delay), *keys], check=True)

    def type_text(self, text):
        subprocess.run(["xdotool", "type", "--clearmodifiers", "--delay", str(self.type_delay), text],
                       check=True)


class WtypeInput:
    """Keys through the compositor's virtual-keyboard protocol (wtype). Each wtype run uploads
    a new keymap, and a key sent at once after it can be lost: every run starts with a pause."""
    name = "wtype (Wayland)"
    SETTLE = ["-s", "50"]

    @staticmethod
    def chord(chord):
        *modifiers, name = chord.split("+")
        modifiers = [m.lower() for m in modifiers]
        if name == "Tab" and "shift" in modifiers:
            name = "ISO_Left_Tab"  # one level per key in wtype's keymap
        elif len(name) == 1 and name.isalpha() and "shift" in modifiers:
            name = name.upper()  # the keysym an X keymap gives Shift+letter
        arguments = []
        for modifier in modifiers:
            arguments += ["-M", modifier]
        arguments += ["-k", name]
        for modifier in reversed(modifiers):
            arguments += ["-m", modifier]
        return arguments + ["-s", "30"]

    def key(self, *keys):
        arguments = [part for chord in keys for part in self.chord(chord)]
        subprocess.run(["wtype", *self.SETTLE, *arguments], check=True)

    def type_text(self, text):
        subprocess.run(["wtype", *self.SETTLE, "-d", "15", text], check=True)


def display_input(display_server=DISPLAY_SERVER):
    """The input tool for the display server: wtype on Wayland (where xdotool does nothing),
    xdotool otherwise."""
    return WtypeInput() if display_server == "wayland" else XdotoolInput()


def wait_for(description, predicate, timeout=TIMEOUT, interval=0.05):
    """Polls (the app runs in another process) until predicate holds; returns its value."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = predicate()
            if last:
                return last
        except Exception as error:  # the tree changes under us while windows open and close
            last = error
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {description} (last: {last!r})")


class AtspiDriver:
    """AT-SPI access to one running app, known by any of app_names, and keys through input.

    newest_with_windows: application() is the last listed app of those names that has windows
    (an instance that quit may still be listed for a moment, without any); otherwise the first
    listed of those names."""

    def __init__(self, app_names, input=None, newest_with_windows=False):
        import pyatspi
        self.pyatspi = pyatspi
        self.app_names = tuple(app_names)
        self.input = display_input() if input is None else input
        self.newest_with_windows = newest_with_windows

    def key(self, *keys):
        self.input.key(*keys)

    def type_text(self, text):
        self.input.type_text(text)

    def application(self):
        desktop = self.pyatspi.Registry.getDesktop(0)
        found = None
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if not self.newest_with_windows:
                if app is not None and app.name in self.app_names:
                    return app
                continue
            try:
                if app is not None and app.name in self.app_names and app.childCount > 0:
                    found = app
            except Exception:  # an application that just quit
                continue
        return found

    def frames(self):
        app = self.application()
        if app is None:
            return []
        return [app.getChildAtIndex(i) for i in range(app.childCount) if app.getChildAtIndex(i) is not None]

    def active_frame(self):
        """The app's window the user is in: the one with the ACTIVE state or, since GTK
        reports that state only for the role WINDOW (frames), a dialog holding the focused
        widget (an alert: libadwaita's AdwMessageDialog, role DIALOG)."""
        frames = self.frames()
        for frame in frames:
            if frame.getState().contains(self.pyatspi.STATE_ACTIVE):
                return frame
        for frame in frames:
            if frame.getRole() == self.pyatspi.ROLE_DIALOG and any(
                    a.getState().contains(self.pyatspi.STATE_FOCUSED) for a in self.walk(frame)):
                return frame
        return None

    def walk(self, accessible):
        yield accessible
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is not None:
                yield from self.walk(child)

    def focused_accessible(self):
        """The focused accessible in the active window (not the window itself)."""
        frame = self.active_frame()
        if frame is None:
            return None
        for accessible in self.walk(frame):
            if accessible.getState().contains(self.pyatspi.STATE_FOCUSED) and \
                    accessible.getRole() not in (self.pyatspi.ROLE_FRAME, self.pyatspi.ROLE_DIALOG):
                return accessible
        return None

    def focused(self):
        """(role name, accessible name) of the focused accessible in the active window."""
        accessible = self.focused_accessible()
        return None if accessible is None else (accessible.getRoleName(), accessible.name)

    def focused_name(self):
        accessible = self.focused_accessible()
        return None if accessible is None else accessible.name

    def find(self, frame, name, roles=None):
        for accessible in self.walk(frame):
            if accessible.name == name and (roles is None or accessible.getRoleName() in roles):
                return accessible
        return None

    def text_of(self, accessible):
        text = accessible.queryText()
        return text.getText(0, text.characterCount)

    def label_texts(self, frame):
        return [a.name for a in self.walk(frame) if a.getRoleName() in ("label", "alert")]


class Results:
    """Each case's line, `PASS name` (timed: with its time) or `FAIL name: error`, and the
    closing `N passed, M failed`. on_failure runs after a FAIL line of check (a diagnostic)."""

    def __init__(self, timed=False, on_failure=None):
        self.items = []
        self.timed = timed
        self.on_failure = on_failure

    def check(self, name, function):
        started = time.monotonic()
        try:
            function()
            self.items.append((name, None))
            took = f" ({time.monotonic() - started:.1f} s)" if self.timed else ""
            print(f"PASS {name}{took}", flush=True)
        except Exception as error:  # report and go on with the next case
            self.items.append((name, error))
            print(f"FAIL {name}: {error}", flush=True)
            if self.on_failure is not None:
                self.on_failure()

    def fail(self, name, message):
        self.items.append((name, AssertionError(message)))
        print(f"FAIL {name}: {message}", flush=True)

    def finish(self):
        """Prints the closing line; 0 when nothing failed, else 1."""
        passed = sum(1 for _, error in self.items if error is None)
        failed = len(self.items) - passed
        print(f"{passed} passed, {failed} failed", flush=True)
        return 0 if failed == 0 else 1
