"""Shared helpers of the reliability drivers (issue 7): results, the accounts-file invariant,
and (for drivers that need the real window) AT-SPI and xdotool helpers in the style of
Tests/EndToEnd/login_form_e2e.py. Import pyatspi only where a display is used."""
import os
import re
import subprocess
import sys
import time

# A valid accounts line: a username by the rules, then a crypt(3) hash (yescrypt by default).
VALID_LINE = re.compile(rb"^[A-Za-z0-9._-]{1,64}:\$[^:\s]+$")


class Results:
    def __init__(self):
        self.items = []

    def check(self, name, function):
        started = time.monotonic()
        try:
            function()
            self.items.append((name, None))
            print(f"PASS {name} ({time.monotonic() - started:.1f} s)", flush=True)
        except Exception as error:  # report and go on with the next case
            self.items.append((name, error))
            print(f"FAIL {name}: {error}", flush=True)

    def finish(self):
        passed = sum(1 for _, error in self.items if error is None)
        failed = len(self.items) - passed
        print(f"{passed} passed, {failed} failed", flush=True)
        return 0 if failed == 0 else 1


def accounts_lines(path):
    """The accounts file's lines (bytes); [] when it does not exist."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except FileNotFoundError:
        return []
    if data and not data.endswith(b"\n"):
        raise AssertionError(f"{path} does not end with a newline: a torn write?")
    return data.split(b"\n")[:-1] if data else []


def assert_valid_accounts(path, allowed_invalid=()):
    for number, line in enumerate(accounts_lines(path), 1):
        if not VALID_LINE.match(line) and line not in allowed_invalid:
            raise AssertionError(f"invalid line {number} in {path}: {line[:80]!r}")


def verify(hash_text, password):
    """libcrypt's own check (Python's crypt module wraps crypt(3)), independent of the app."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        import crypt
    return crypt.crypt(password, hash_text) == hash_text


def add_user(app, name, password, env, timeout=30):
    return subprocess.run([app, "--add-user", name], input=password.encode() + b"\n", env=env,
                          capture_output=True, timeout=timeout)


def wait_for(description, predicate, timeout=10.0, interval=0.05):
    """Bounded polling: the app runs in another process."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = predicate()
            if last:
                return last
        except Exception as error:  # the accessibility tree changes under us
            last = error
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {description} (last: {last!r})")


class Desktop:
    """AT-SPI and xdotool access to one running login-form (see login_form_e2e.py)."""

    def __init__(self):
        import pyatspi
        self.pyatspi = pyatspi

    def key(self, *keys, delay=20):
        subprocess.run(["xdotool", "key", "--clearmodifiers", "--delay", str(delay), *keys], check=True)

    def type_text(self, text):
        subprocess.run(["xdotool", "type", "--clearmodifiers", "--delay", "10", text], check=True)

    def application(self):
        """The running login-form: the newest one with windows (an instance that quit may still
        be listed for a moment, without any)."""
        desktop = self.pyatspi.Registry.getDesktop(0)
        found = None
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            try:
                if app is not None and app.name in ("login-form", "org.focuskit.LoginForm", "Login Form") \
                        and app.childCount > 0:
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
        for frame in self.frames():
            if frame.getState().contains(self.pyatspi.STATE_ACTIVE):
                return frame
        return None

    def walk(self, accessible):
        yield accessible
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is not None:
                yield from self.walk(child)

    def focused_name(self):
        frame = self.active_frame()
        if frame is None:
            return None
        for accessible in self.walk(frame):
            if accessible.getState().contains(self.pyatspi.STATE_FOCUSED) and \
                    accessible.getRole() != self.pyatspi.ROLE_FRAME:
                return accessible.name
        return None

    def find(self, frame, name):
        for accessible in self.walk(frame):
            if accessible.name == name:
                return accessible
        return None

    def text_length(self, accessible):
        return accessible.queryText().characterCount

    def text_of(self, accessible):
        text = accessible.queryText()
        return text.getText(0, text.characterCount)

    def labels(self, frame):
        return [a.name for a in self.walk(frame) if a.getRoleName() in ("label", "alert")]

    def focus(self, name, timeout=10.0):
        wait_for(f"{name} focused", lambda: self.focused_name() == name, timeout=timeout)


class Clipboard:
    """Owns the X clipboard with xclip (in the foreground, so it can be stopped by its pid)."""

    def __init__(self, data):
        self.process = subprocess.Popen(["xclip", "-quiet", "-selection", "clipboard", "-i"],
                                        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        self.process.stdin.write(data)
        self.process.stdin.close()
        # Bounded wait until the selection is owned.
        wait_for("clipboard owned", lambda: subprocess.run(
            ["xclip", "-selection", "clipboard", "-o", "-t", "TARGETS"], capture_output=True,
            timeout=5).returncode == 0, timeout=10)

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


def start_app(app, env, log_prefix):
    stdout = open(f"{log_prefix}.stdout", "wb")
    stderr = open(f"{log_prefix}.stderr", "wb")
    return subprocess.Popen([app], env=env, stdout=stdout, stderr=stderr), stdout, stderr


def stop_app(process, desktop=None):
    if process.poll() is None and desktop is not None:
        try:
            desktop.key("ctrl+q")
            process.wait(timeout=10)
        except Exception:
            pass
    if process.poll() is None:
        process.kill()
        process.wait()


def log(message):
    print(message, file=sys.stderr, flush=True)
