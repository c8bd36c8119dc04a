#!/usr/bin/python3
"""Secrets (issue 7): runs `login-form` with every debug message on (G_MESSAGES_DEBUG=all, so
FocusKit's focus trace and GTK's and GLib's debug output too) under `strace`, which records
every byte the app writes (write, writev, pwrite64, sendmsg, sendto), then signs in with a wrong
password, signs in with the right one, changes the password with Change Password… (a wrong
current password first, which the sheet clears), and creates an account through the window; `--add-user`
runs with debug output on too. No password may appear in stdout, stderr, the debug trace, the
syscall trace (which includes every message sent on the accessibility bus), any file in the data
directory, or any event the app sends on the accessibility bus, recorded by an AT-SPI event
listener (Tests/ScreenReader/a11y_events.py). FocusUI's SecureField keeps the password out of
the entry GTK's bridge reads (issue 18), so there is no exception for GTK's bridge any more.

Run on a display: scripts/with-display /usr/bin/python3 Tests/Reliability/secrets.py APP
"""
import ast
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "ScreenReader"))
from leaks import leaks_in_text, unmasked_password_text  # noqa: E402
from reliability_common import Desktop, Results, stop_app, wait_for  # noqa: E402

APP = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/login-form")
SECRETS = {
    "added": "Added-Secret-4711",      # --add-user, from stdin
    "wrong": "Wrong-Secret-0815",      # a failed sign-in
    "created": "Created-Secret-2342",  # Create Account in the window
    "wrong current": "Current-Secret-1357",  # Change Password… with a wrong current password
    "changed": "Changed-Secret-9753",  # the new password set by Change Password…
}
results = Results()


def main():
    data = tempfile.mkdtemp(prefix="login-form-secrets-")
    env = dict(os.environ, XDG_DATA_HOME=data, GDK_BACKEND="x11", G_MESSAGES_DEBUG="all")
    add = subprocess.run([APP, "--add-user", "alice"], input=SECRETS["added"].encode() + b"\n", env=env,
                         capture_output=True)
    captured = {"--add-user stdout": add.stdout, "--add-user stderr": add.stderr}
    if add.returncode != 0:
        print(f"FAIL setup: {add.stderr.decode()}\n0 passed, 1 failed")
        return 1
    trace = os.path.join(data, "strace.txt")
    command = [APP]
    if shutil.which("strace"):
        command = ["strace", "-f", "-qq", "-s", "1000000", "-o", trace,
                   "-e", "trace=write,writev,pwrite64,pwritev,sendmsg,sendto"] + command
    out_path, err_path = os.path.join(data, "app.stdout"), os.path.join(data, "app.stderr")
    events_path = os.path.join(data, "a11y-events.txt")
    listener = subprocess.Popen(
        ["/usr/bin/python3", os.path.join(HERE, "..", "ScreenReader", "a11y_events.py"), events_path],
        stdout=subprocess.PIPE, env=env)
    listener.stdout.readline()  # "ready": listening before the app sends anything
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        app = subprocess.Popen(command, env=env, stdout=out, stderr=err)
    d = Desktop()
    try:
        def sign_in_and_fail_and_create():
            wait_for("Sign In window", lambda: d.active_frame() is not None and d.active_frame().name == "Sign In",
                     timeout=60)
            frame = d.active_frame()
            d.focus("Username", timeout=30)
            d.type_text("alice")
            d.key("Return")
            d.focus("Password")
            d.type_text(SECRETS["wrong"])
            d.key("Return")
            wait_for("the failure message", lambda: "Incorrect username or password." in d.labels(frame), timeout=30)
            d.focus("Password")
            password = d.find(frame, "Password")
            wait_for("Password cleared", lambda: d.text_length(password) == 0)
            d.type_text(SECRETS["added"])
            wait_for("the password typed", lambda: d.text_length(password) == len(SECRETS["added"]))
            d.key("Return")
            wait_for("signed in", lambda: "Signed in as alice" in d.labels(frame), timeout=30)
            # Change Password…: a wrong current password (the sheet clears it after the alert),
            # then the right one; the sheet clears all three fields when it is done.
            for _ in range(8):
                if d.focused_name() == "Change Password…":
                    break
                d.key("Tab")
            d.key("Return")
            wait_for("Change Password",
                     lambda: d.active_frame() is not None and d.active_frame().name == "Change Password", timeout=30)
            sheet = d.active_frame()
            d.focus("Current Password")
            d.type_text(SECRETS["wrong current"])
            d.key("Return")
            d.focus("New Password")
            d.type_text(SECRETS["changed"])
            d.key("Return")
            d.focus("Confirm Password")
            d.type_text(SECRETS["changed"])
            d.key("Return")
            wait_for("the Wrong Password alert",
                     lambda: d.active_frame() is not None and d.active_frame().name == "Wrong Password", timeout=30)
            d.key("Return")
            d.focus("Current Password", timeout=30)
            current = d.find(sheet, "Current Password")
            wait_for("Current Password cleared", lambda: d.text_length(current) == 0)
            d.type_text(SECRETS["added"])
            wait_for("the password typed", lambda: d.text_length(current) == len(SECRETS["added"]))
            d.key("Return", "Return", "Return")
            wait_for("the sheet closed", lambda: all(f.name != "Change Password" for f in d.frames()), timeout=30)
            wait_for("the change confirmed", lambda: "Your password was changed." in d.labels(frame), timeout=30)
            d.find(frame, "Sign Out").queryAction().doAction(0)
            d.focus("Username")
            for _ in range(8):
                if d.focused_name() == "Create Account…":
                    break
                d.key("Tab")
            d.key("space")
            wait_for("Create Account", lambda: d.active_frame() is not None and d.active_frame().name == "Create Account")
            d.focus("Username")
            d.type_text("bob")
            d.key("Tab")
            d.type_text(SECRETS["created"])
            d.key("Tab")
            d.type_text(SECRETS["created"])
            d.key("Return")
            wait_for("Create Account closed", lambda: all(f.name != "Create Account" for f in d.frames()), timeout=30)
        results.check("sign in with a wrong password, then the right one, change the password, create an account",
                      sign_in_and_fail_and_create)
    finally:
        stop_app(app, d)
        listener.terminate()
        try:
            listener.wait(timeout=10)
        except subprocess.TimeoutExpired:
            listener.kill()
    captured["app stdout"] = open(out_path, "rb").read()
    captured["app stderr"] = open(err_path, "rb").read()
    if os.path.exists(trace):
        captured["syscall trace (strace)"] = open(trace, "rb").read()
    for root, _, files in os.walk(os.path.join(data, "login-form")):
        for name in files:
            captured[f"file {name}"] = open(os.path.join(root, name), "rb").read()

    def debug_output_was_on():
        both = captured["app stdout"] + captured["app stderr"]
        if b"focus window=" not in both:
            raise AssertionError("no FocusKit trace line: debug logging was not on, the check would be void")
    results.check("the focus trace and GLib debug output were on", debug_output_was_on)

    def accessibility_events_clean():
        with open(events_path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
        events = [ast.literal_eval(line) for line in lines]
        typed = [e for e in events if e[0].startswith("object:text-changed") and e[4] == "password text"]
        if not typed:
            raise AssertionError("no text-changed event of a password field recorded: the check would be void")
        for line in lines:
            # Eight characters: shorter parts of these secrets ("ret-") occur in event names.
            reasons = leaks_in_text(line, list(SECRETS.values()), size=8)
            if reasons:
                raise AssertionError(f"an accessibility event contains {reasons[0]}: {line[:200]}")
        unmasked = unmasked_password_text(events)
        if unmasked:
            raise AssertionError(f"a password field sent text other than bullets: {unmasked[0]}")
        print(f"     ({len(events)} accessibility events, {len(typed)} from password fields)", flush=True)
    results.check("no password in any accessibility event (AT-SPI listener)", accessibility_events_clean)

    for where, content in captured.items():
        def absent(content=content):
            for label, secret in SECRETS.items():
                if secret.encode() in content:
                    raise AssertionError(f"the {label} password appears")
        results.check(f"no password in {where} ({len(content)} bytes)", absent)
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
