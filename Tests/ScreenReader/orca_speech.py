#!/usr/bin/python3
"""What a blind user hears (issue 18): the real GNOME screen reader against login-form.

Runs Orca on the current X display (run it through scripts/with-display) with its debug log on
(`orca --debug-file`, one `SPEECH OUTPUT: '…'` line for everything it says) and speech-dispatcher
writing to a null sound device, drives the flows of the end-to-end test with xdotool, and checks
what is said on each focus move, window switch and error:
- every focus move and window switch is announced with name and role;
- every error is spoken once when it appears (the sign-in error, the lockout, a Create Account
  rule, the accounts-file problem), and the lockout's countdown is not read every second;
- no character of any password typed in the run is ever spoken;
- every accessibility event the app sends (recorded by a11y_events.py) is free of passwords.

Usage: orca_speech.py PATH/TO/login-form
"""
import ast
import os
import pty
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "Reliability"))
from leaks import leaks_in_text, spoken_password_characters, unmasked_password_text  # noqa: E402
from reliability_common import Desktop, Results, wait_for  # noqa: E402

APP = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/login-form")
# Lowercase letters and digits that nothing else typed in this run uses (the usernames alice,
# bob and mallory; the shortcut keys n, q, w and a), so a spoken character can be told apart.
PASSWORDS = {
    "alice": "vkxz7285td",
    "wrong": "kpjd4916",
    "wrong current": "gudx5927",
    "new": "fjpk3164vs",
    "guess-1": "hsfg3048",
    "guess-2": "tuzv5137",
    "guess-3": "fhtp2690",
    "too short": "dfg2",
    "bob": "zkhv6309pt",
}
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'")
results = Results()


class Speech:
    """Orca's debug log, read as what was said, in order."""

    def __init__(self, path):
        self.path = path

    def all(self):
        try:
            with open(self.path, encoding="utf-8", errors="replace") as handle:
                lines = handle.read().splitlines()
        except FileNotFoundError:
            return []
        said = []
        for line in lines:
            match = SPEECH.search(line)
            if match:
                text = match.group(1)
                # The log line ends with "'{...voice...}" or "' {...}": keep the quoted text only.
                said.append(re.sub(r"'\s*\{.*$", "", text))
        return said

    def mark(self):
        return len(self.all())

    def since(self, mark):
        return self.all()[mark:]

    def wait(self, text, since, timeout=15.0):
        return wait_for(f"Orca to say {text!r}", lambda: any(text in u for u in self.since(since)), timeout=timeout)

    def wait_in_order(self, texts, since, timeout=15.0):
        """Waits until each of `texts` has been said, in this order, after `since`."""
        def said_in_order():
            position = since
            utterances = self.all()
            for text in texts:
                position = next((i + 1 for i in range(position, len(utterances)) if text in utterances[i]), None)
                if position is None:
                    return False
            return True
        return wait_for(f"Orca to say {texts!r} in this order", said_in_order, timeout=timeout)

    def count(self, text, since):
        return sum(1 for u in self.since(since) if text in u)


def speech_environment(root):
    """A home where speech-dispatcher uses espeak-ng and ALSA's null device: without a working
    speech output Orca waits for speech-dispatcher forever."""
    home, config = os.path.join(root, "home"), os.path.join(root, "config")
    os.makedirs(os.path.join(config, "speech-dispatcher"))
    os.makedirs(home)
    with open(os.path.join(config, "speech-dispatcher", "speechd.conf"), "w") as conf:
        conf.write('AudioOutputMethod "alsa"\n'
                   'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                   'DefaultModule espeak-ng\n')
    with open(os.path.join(home, ".asoundrc"), "w") as asound:
        asound.write("pcm.!default { type null }\n")
    return dict(os.environ, HOME=home, XDG_CONFIG_HOME=config, GDK_BACKEND="x11")


def type_like_a_person(text):
    """Types at a person's pace: Orca echoes a key according to where it believes focus is,
    so keys sent faster than it hears about a focus move are echoed by the wrong rules."""
    subprocess.run(["xdotool", "type", "--delay", "120", text], check=True)


class Orca:
    """Orca with its debug log written to `path` line by line.

    Orca opens its `--debug-file` with Python's default buffering, so a plain file fills in
    8 KiB blocks, long after the words were spoken. Given a terminal it writes line by line: it
    writes to /dev/stdout, which is a pseudo-terminal whose other end this copies to `path`."""

    def __init__(self, path, env, launcher=None):
        self.path = path
        master, slave = pty.openpty()
        # Always through orca_launcher.py: Orca without `--replace`, which would SIGKILL every
        # process named orca of this user on the machine (other runs' screen readers included).
        launcher = launcher or os.path.join(os.path.dirname(os.path.abspath(__file__)), "orca_launcher.py")
        command = ["/usr/bin/python3", launcher, "/dev/stdout"]
        self.process = subprocess.Popen(command, env=env,
                                        stdin=subprocess.DEVNULL, stdout=slave, stderr=subprocess.DEVNULL)
        os.close(slave)
        self.copier = threading.Thread(target=self._copy, args=(master,), daemon=True)
        self.copier.start()

    def _copy(self, master):
        with open(self.path, "wb") as out:
            while True:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # the terminal closed: Orca exited
                    break
                if not chunk:
                    break
                out.write(chunk.replace(b"\r\n", b"\n"))
                out.flush()
        os.close(master)

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.copier.join(timeout=10)


def xdotool(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, check=True).stdout


def main():
    for tool in ("orca", "speech-dispatcher", "xdotool"):
        if shutil.which(tool) is None:
            print(f"FAIL setup: {tool} is not installed (scripts/install-deps)\n0 passed, 1 failed")
            return 1
    root = tempfile.mkdtemp(prefix="login-form-orca-")
    env = speech_environment(root)
    data = os.path.join(root, "data")
    env["XDG_DATA_HOME"] = data
    add = subprocess.run([APP, "--add-user", "alice"], input=(PASSWORDS["alice"] + "\n").encode(), env=env,
                         capture_output=True)
    if add.returncode != 0:
        print(f"FAIL setup: --add-user: {add.stderr.decode()}\n0 passed, 1 failed")
        return 1

    events_path = os.path.join(root, "a11y-events.txt")
    listener = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "a11y_events.py"), events_path],
                                stdout=subprocess.PIPE, env=env)
    listener.stdout.readline()  # "ready"
    log_path, second_log = os.path.join(root, "orca.log"), os.path.join(root, "orca-2.log")
    speech = Speech(log_path)
    d = Desktop()
    # The app first, then the screen reader, which then announces the active window's title and
    # focus. The other order, a screen reader already running, is orca_first_window.py's (GTK
    # sends the first window's events before its accessibility registration is complete, and
    # FocusKitGTK sends the focus again; see the README's accessibility section). Later windows
    # are checked below.
    app = subprocess.Popen([APP], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    orca = None
    try:
        wait_for("Sign In window", lambda: d.active_frame() is not None and d.active_frame().name == "Sign In",
                 timeout=60)
        first = d.active_frame()
        d.focus("Username", timeout=30)
        orca = Orca(log_path, env)

        def launch():
            speech.wait("Screen reader on", 0, timeout=60)
            speech.wait("Sign In frame", 0)
            speech.wait("Username text", 0)
        results.check("the active window and its focused field are announced when Orca starts", launch)

        def to_password():
            mark = speech.mark()
            type_like_a_person("alice")
            d.key("Return")
            d.focus("Password")
            speech.wait("Password password text", mark)
        results.check("Return in Username announces Password with its role", to_password)

        def typing_a_password():
            mark = speech.mark()
            password = d.find(first, "Password")
            type_like_a_person(PASSWORDS["wrong"])
            wait_for("the password typed", lambda: d.text_length(password) == len(PASSWORDS["wrong"]))
            speech.wait("●", mark, timeout=10)
            time.sleep(1.0)
            single = [u.strip() for u in speech.since(mark) if len(u.strip()) == 1]
            if any(u != "●" for u in single):
                raise AssertionError(f"characters spoken while typing a password: {single}")
        results.check("typing a password is echoed as bullets, not characters", typing_a_password)

        def sign_in_error():
            mark = speech.mark()
            d.key("Return")
            speech.wait("Incorrect username or password.", mark)
            time.sleep(1.5)
            heard = speech.count("Incorrect username or password.", mark)
            if heard != 1:
                raise AssertionError(f"the error was spoken {heard} times")
        results.check("the sign-in error is spoken once when it appears", sign_in_error)

        def tab_to_button():
            time.sleep(0.5)
            mark = speech.mark()
            d.key("Tab")
            speech.wait("Sign In push button", mark)
            mark = speech.mark()
            d.key("shift+Tab")
            speech.wait("Password password text", mark)
        results.check("Tab and Shift+Tab announce the button and the field", tab_to_button)

        def right_password():
            mark = speech.mark()
            type_like_a_person(PASSWORDS["alice"])
            d.key("Return")
            wait_for("signed in", lambda: "Signed in as alice" in d.labels(first), timeout=30)
            speech.wait("Sign Out push button", mark)
        results.check("signing in announces where focus lands", right_password)

        def change_password():
            mark = speech.mark()
            d.key("Tab")
            speech.wait("Change Password… push button", mark)
            mark = speech.mark()
            d.key("Return")
            wait_for("the sheet", lambda: d.active_frame() is not None and d.active_frame().name == "Change Password")
            sheet = d.active_frame()
            speech.wait("Change Password", mark)
            speech.wait("Current Password password text", mark)
            type_like_a_person(PASSWORDS["wrong current"])
            d.key("Return")
            d.focus("New Password")
            type_like_a_person(PASSWORDS["new"])
            d.key("Return")
            d.focus("Confirm Password")
            type_like_a_person(PASSWORDS["new"])
            mark = speech.mark()
            d.key("Return")
            wait_for("the alert", lambda: d.active_frame() is not None and d.active_frame().name == "Wrong Password",
                     timeout=30)
            speech.wait("Wrong Password", mark)
            speech.wait("OK push button", mark)
            mark = speech.mark()
            d.key("Return")
            wait_for("back in the sheet", lambda: d.active_frame() == sheet)
            speech.wait("Current Password password text", mark)
            mark = speech.mark()
            d.key("Escape")
            wait_for("the sheet closed", lambda: d.active_frame() == first)
            speech.wait("Change Password… push button", mark)
            # Back on Sign Out, where the window switch below expects focus.
            d.key("shift+Tab")
            d.focus("Sign Out")
        results.check("Change Password…: the sheet, its field, the wrong-password alert and the way back are "
                      "announced", change_password)

        def new_window():
            mark = speech.mark()
            d.key("ctrl+n")
            wait_for("a second window", lambda: d.active_frame() is not None and d.active_frame() != first)
            speech.wait("Sign In", mark)
            speech.wait("Username text", mark)
        results.check("Ctrl+N announces the new window and its focused field", new_window)
        second = d.active_frame()

        def lockout():
            type_like_a_person("mallory")
            mark = speech.mark()
            d.key("Return")
            d.focus("Password")
            speech.wait("Password password text", mark)
            for attempt in (1, 2):
                mark = speech.mark()
                type_like_a_person(PASSWORDS[f"guess-{attempt}"])
                d.key("Return")
                speech.wait("Incorrect username or password.", mark)
                time.sleep(1.0)
                heard = speech.count("Incorrect username or password.", mark)
                if heard != 1:
                    raise AssertionError(f"failure {attempt}: the error was spoken {heard} times")
            mark = speech.mark()
            type_like_a_person(PASSWORDS["guess-3"])
            d.key("Return")
            speech.wait("Too many failed attempts", mark)
            wait_for("the countdown over",
                     lambda: not any(t.startswith("Too many") for t in d.labels(second)), timeout=20)
            time.sleep(1.0)
            heard = speech.count("Too many failed attempts", mark)
            if heard != 1:
                raise AssertionError(f"the lockout was spoken {heard} times: {speech.since(mark)}")
            if speech.count("Try again in", mark):
                raise AssertionError("the countdown was read aloud")
        results.check("each failure is spoken once; the lockout once when it starts, not every second", lockout)

        def window_switch():
            mark = speech.mark()
            active = xdotool("getactivewindow").split()[0]
            others = [w for w in xdotool("search", "--name", "^Sign In$").split() if w != active]
            if not others:
                raise AssertionError("no other Sign In window to switch to")
            xdotool("windowactivate", others[0])
            wait_for("the first window active", lambda: d.active_frame() == first)
            speech.wait("Sign In", mark)
            speech.wait("Sign Out push button", mark)
            mark = speech.mark()
            xdotool("windowactivate", active)
            wait_for("the second window active", lambda: d.active_frame() == second)
            speech.wait("Sign In", mark)
            speech.wait("Password password text", mark)
        results.check("a window switch announces the window's title and its focused control", window_switch)

        def create_account():
            for _ in range(6):
                if d.focused_name() == "Create Account…":
                    break
                d.key("Tab")
            mark = speech.mark()
            d.key("space")
            wait_for("Create Account", lambda: d.active_frame() is not None and d.active_frame().name == "Create Account")
            speech.wait("Create Account", mark)
            speech.wait("Username text", mark)
            creator = d.active_frame()
            type_like_a_person("bob")
            mark = speech.mark()
            d.key("Tab")
            speech.wait("Password password text", mark)
            type_like_a_person(PASSWORDS["too short"])
            mark = speech.mark()
            d.key("Tab")
            speech.wait("Confirm Password password text", mark)
            type_like_a_person(PASSWORDS["too short"])
            mark = speech.mark()
            d.key("Return")
            message = wait_for("a rule message", lambda: next(
                (a.name for a in d.walk(creator) if a.getRoleName() == "alert" and a.name), None))
            speech.wait(message, mark)
            time.sleep(1.0)
            heard = speech.count(message, mark)
            if heard != 1:
                raise AssertionError(f"{message!r} was spoken {heard} times")
            d.focus("Password")
            d.key("ctrl+a")
            type_like_a_person(PASSWORDS["bob"])
            mark = speech.mark()
            d.key("Tab")
            speech.wait("Confirm Password password text", mark)
            d.key("ctrl+a")
            type_like_a_person(PASSWORDS["bob"])
            mark = speech.mark()
            d.key("Return")
            wait_for("the handoff", lambda: d.active_frame() == second, timeout=30)
            # GTK reports focus in the presented window before the window manager activates
            # it; Create Account stays hidden for a while (FocusUI's RetiredWindows), so Orca 43
            # still finds its previous focus and says the opener's title before the field.
            speech.wait_in_order(["Sign In", "Password password text", "Account bob created"], mark)
        results.check("Create Account: its rule message is spoken once; the handoff announces the opener's "
                      "title, its Password and that the account was created", create_account)

        def close_window():
            # Ctrl+W in the second window: the window manager activates the first one, which
            # is announced with its title and focus (the closed window stays hidden meanwhile).
            if d.active_frame() != second:
                raise AssertionError("the second window is not the active one")
            mark = speech.mark()
            d.key("ctrl+w")
            wait_for("the first window active", lambda: d.active_frame() == first, timeout=30)
            speech.wait_in_order(["Sign In", "Sign Out push button"], mark)
        results.check("closing a window announces the window that becomes active and its focus", close_window)

        def accounts_file_problem():
            nonlocal app, orca
            # As at the start: the app first, then a screen reader (GTK loses the first
            # window's events to a screen reader that is already running, see above).
            d.key("ctrl+q")
            app.wait(timeout=15)
            orca.stop()
            accounts = os.path.join(data, "login-form", "accounts")
            os.replace(accounts, accounts + ".saved")
            os.mkdir(accounts)  # a directory where the file should be: it cannot be read
            log = open(os.path.join(root, "second-launch.log"), "wb")
            app = subprocess.Popen([APP], env=env, stdout=log, stderr=log)
            frame = wait_for("a Sign In window", lambda: next(
                (f for f in d.frames() if f.name == "Sign In"), None), timeout=60)
            if not frame.getState().contains(d.pyatspi.STATE_ACTIVE):
                # The window manager had no active window after the quit: activate it as a
                # person would by clicking it.
                windows = xdotool("search", "--sync", "--name", "^Sign In$").split()
                xdotool("windowactivate", windows[-1])
            wait_for("the Sign In window active", lambda: d.active_frame() == frame, timeout=30)
            problem = wait_for("the problem shown", lambda: next(
                (a.name for a in d.walk(frame) if a.getRoleName() == "alert" and a.name), None))
            d.focus("Username", timeout=30)
            orca = Orca(second_log, env)
            again = Speech(second_log)
            again.wait("Username text", 0, timeout=60)
            again.wait(problem, 0)
            time.sleep(1.5)
            heard = again.count(problem, 0)
            if heard != 1:
                raise AssertionError(f"{problem!r} was spoken {heard} times: {again.all()}")
        results.check("the accounts-file problem is spoken once, with the field focused at start",
                      accounts_file_problem)
    finally:
        if app is not None and app.poll() is None:
            try:
                d.key("ctrl+q")
                app.wait(timeout=10)
            except Exception:
                app.kill()
        time.sleep(1.0)
        if orca is not None:
            orca.stop()
        listener.send_signal(signal.SIGTERM)
        try:
            listener.wait(timeout=10)
        except subprocess.TimeoutExpired:
            listener.kill()

    said = speech.all() + Speech(second_log).all()
    secrets = list(PASSWORDS.values())

    def nothing_spoken():
        if not said:
            raise AssertionError("Orca said nothing: the check would be void")
        characters = spoken_password_characters(said, secrets)
        if characters:
            raise AssertionError(f"password characters spoken: {characters}")
        for utterance in said:
            reasons = leaks_in_text(utterance, secrets)
            if reasons:
                raise AssertionError(f"{utterance!r} contains {reasons[0]}")
    results.check(f"no password character in anything Orca said ({len(said)} utterances)", nothing_spoken)

    def nothing_on_the_bus():
        with open(events_path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
        events = [ast.literal_eval(line) for line in lines]
        if not any(e[0].startswith("object:text-changed") and e[4] == "password text" for e in events):
            raise AssertionError("no text-changed event of a password field was recorded: the check would be void")
        for line in lines:
            reasons = leaks_in_text(line, secrets)
            if reasons:
                raise AssertionError(f"an accessibility event contains {reasons[0]}: {line[:200]}")
        unmasked = unmasked_password_text(events)
        if unmasked:
            raise AssertionError(f"a password field sent text other than bullets: {unmasked[0]}")
    results.check("no password in any accessibility event the app sent", nothing_on_the_bus)
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
