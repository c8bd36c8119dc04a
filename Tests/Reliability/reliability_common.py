"""Shared helpers of the reliability drivers (issue 7): results, the accounts-file invariant,
and (for drivers that need the real window) AT-SPI and xdotool helpers, those from
Tests/Support/atspi_driver.py (shared with Tests/EndToEnd). Import pyatspi only where a display
is used."""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from atspi_driver import AtspiDriver, XdotoolInput, wait_for  # noqa: E402,F401 (wait_for: for the drivers)
from atspi_driver import Results as _Results  # noqa: E402

LOGIN_FORM_NAMES = ("login-form", "org.focuskit.LoginForm", "Login Form")

# A valid accounts line: a username by the rules, then a crypt(3) hash (yescrypt by default).
VALID_LINE = re.compile(rb"^[A-Za-z0-9._-]{1,64}:\$[^:\s]+$")


class Results(_Results):
    """PASS lines with each case's time (see atspi_driver.Results)."""

    def __init__(self):
        super().__init__(timed=True)


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


class Desktop(AtspiDriver):
    """AT-SPI and xdotool access to one running login-form (see login_form_e2e.py): the newest
    instance with windows; keys with xdotool (X11 only), 20 ms apart unless told."""

    def __init__(self):
        super().__init__(LOGIN_FORM_NAMES, input=XdotoolInput(key_delay=20, type_delay=10),
                         newest_with_windows=True)

    def key(self, *keys, delay=20):
        self.input.key(*keys, delay=delay)

    def text_length(self, accessible):
        return accessible.queryText().characterCount

    def labels(self, frame):
        return self.label_texts(frame)

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
