#!/usr/bin/python3
"""End-to-end test of login-form as a person with a keyboard and a screen reader uses it.

Starts the real app on the current display (run it through scripts/with-display, on X11 or with
--wayland), presses keys with the display server's input tool (xdotool on X11; wtype on
Wayland, where xdotool does nothing) and reads focus, names and texts from the accessibility
tree (AT-SPI, the same on both: it is D-Bus), as a screen reader would. Needs Debian's
python3-pyatspi, importable from /usr/bin/python3 only.

Usage: login_form_e2e.py PATH/TO/login-form
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import pyatspi

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from atspi_driver import DISPLAY_SERVER, AtspiDriver, Results, display_input, wait_for  # noqa: E402

APP = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/login-form"
INPUT = display_input(DISPLAY_SERVER)  # xdotool on X11, wtype on Wayland
driver = AtspiDriver(("login-form", "org.focuskit.LoginForm", "Login Form"), input=INPUT)
key, type_text = driver.key, driver.type_text
application, frames, active_frame, walk = driver.application, driver.frames, driver.active_frame, driver.walk
focused, find, text_of, label_texts = driver.focused, driver.find, driver.text_of, driver.label_texts


def trace_bytes(log):
    log.flush()
    with open(log.name, "rb") as reader:
        return reader.read()


def handoff_changes(log, since=0):
    """The app-scoped handoff state's committed changes (rule 16 trace lines) after byte `since`."""
    lines = trace_bytes(log)[since:].decode(errors="replace").splitlines()
    return [line[line.index("focus window="):] for line in lines if "state=handoff" in line]


app_process = None  # the app under test, once started
app_log_path = None  # where its output goes


def describe_windows():
    """After a failure: the app's frames as the accessibility tree shows them and, on Wayland,
    the compositor's windows and which one has keyboard focus."""
    if app_process is not None and app_process.poll() is not None:
        print(f"  the app is not running (exit status {app_process.returncode}); its output is in "
              f"{app_log_path}", flush=True)
        return
    try:
        for frame in frames():
            active = frame.getState().contains(pyatspi.STATE_ACTIVE)
            print(f"  frame {frame.name!r} active={active}", flush=True)
    except Exception as error:
        print(f"  frames unavailable: {error}", flush=True)
    if DISPLAY_SERVER != "wayland":
        return
    try:
        tree = json.loads(subprocess.run(["swaymsg", "-t", "get_tree"], capture_output=True,
                                         text=True, timeout=5).stdout)
    except Exception as error:
        print(f"  sway tree unavailable: {error}", flush=True)
        return

    def visit(node):
        if node.get("type") in ("con", "floating_con") and node.get("pid"):
            print(f"  sway window {node.get('name')!r} focused={node.get('focused')} "
                  f"visible={node.get('visible')}", flush=True)
        for child in node.get("nodes", []) + node.get("floating_nodes", []):
            visit(child)
    visit(tree)


# Each check's PASS/FAIL line, then describe_windows() after a failure.
results = Results(on_failure=describe_windows)
check, fail = results.check, results.fail


def focus_is(name):
    return lambda: (focused() or (None, None))[1] == name


def main():
    data = tempfile.mkdtemp(prefix="login-form-e2e-")
    backend = "wayland" if DISPLAY_SERVER == "wayland" else "x11"
    env = dict(os.environ, XDG_DATA_HOME=data, GDK_BACKEND=backend, G_MESSAGES_DEBUG="FocusKit")
    print(f"e2e: {DISPLAY_SERVER} display, keys with {INPUT.name}", flush=True)
    add = subprocess.run([APP, "--add-user", "alice"], input=b"correct-horse\n", env=env, capture_output=True)
    if add.returncode != 0:
        print(f"FAIL setup: --add-user exited {add.returncode}: {add.stderr.decode()}")
        print("0 passed, 1 failed")
        return 1
    # The app's output goes to a file, read while it runs: GLib writes the focus trace (rule 16,
    # debug level) to stdout, warnings to stderr.
    global app_process, app_log_path
    app_log_path = os.path.join(data, "output.log")
    log = open(app_log_path, "w+b")
    app = app_process = subprocess.Popen([APP], env=env, stdout=log, stderr=log)
    try:
        wait_for("a Sign In window", lambda: active_frame() is not None and active_frame().name == "Sign In",
                 timeout=30)
        first = active_frame()

        check("Username has default focus", lambda: wait_for("Username focused", focus_is("Username")))

        def tab_order():
            key("Tab")
            wait_for("Password focused after Tab", focus_is("Password"))
            key("shift+Tab")
            wait_for("Username focused after Shift+Tab", focus_is("Username"))
        check("Tab and Shift+Tab move between the fields", tab_order)

        def empty_sign_in():
            key("Tab", "Tab")
            wait_for("Sign In focused", focus_is("Sign In"))
            key("space")
            wait_for("Username focused after Sign In with empty username", focus_is("Username"))
        check("Sign In with an empty username focuses Username", empty_sign_in)

        def submit_chain():
            type_text("alice")
            key("Return")
            wait_for("Password focused after Return in Username", focus_is("Password"))
            key("Return")
            wait_for("Password still focused after Return with empty password", focus_is("Password"))
        check("Return in Username moves to Password; empty Password keeps focus", submit_chain)

        def wrong_then_right():
            type_text("wrong-password")
            key("Return")
            wait_for("error message", lambda: "Incorrect username or password." in label_texts(first))
            wait_for("Password focused after failure", focus_is("Password"))
            password = find(first, "Password")
            wait_for("Password cleared", lambda: text_of(password) == "")
            message = find(first, "Incorrect username or password.")
            if message.getRoleName() != "alert":
                raise AssertionError(f"the message's role is {message.getRoleName()}, not alert")
            # The error is the field's description, which a screen reader speaks with it.
            wait_for("the error as Password's description",
                     lambda: password.description == "Incorrect username or password.")
            # GTK reports an invalid field as AT-SPI "invalid" (a defunct object, which Orca
            # then ignores and echoes keys typed into it); FocusUI does not set it there.
            if password.getState().contains(pyatspi.STATE_INVALID):
                raise AssertionError("Password is reported as a defunct object (AT-SPI state invalid)")
            type_text("correct-horse")
            key("Return")
            wait_for("signed in", lambda: "Signed in as alice" in label_texts(first))
            wait_for("Sign Out button", lambda: find(first, "Sign Out") is not None)
        check("Wrong password shows the message and refocuses Password; right password signs in",
              wrong_then_right)

        def tab_until(name, attempts=10):
            for _ in range(attempts):
                if focus_is(name)():
                    return
                key("Tab")
                time.sleep(0.1)
            wait_for(f"{name} focused", focus_is(name))

        def change_password(current, new, wrong_current=None):
            """Opens Change Password… from the focused button and changes the password."""
            key("Return")
            wait_for("the Change Password sheet",
                     lambda: active_frame() is not None and active_frame().name == "Change Password")
            sheet = active_frame()
            wait_for("Current Password focused by default", focus_is("Current Password"))
            if wrong_current is not None:
                type_text(wrong_current)
                key("Return")
                wait_for("New Password focused after Return", focus_is("New Password"))
                type_text(new)
                key("Return")
                wait_for("Confirm Password focused after Return", focus_is("Confirm Password"))
                type_text(new)
                key("Return")
                wait_for("the Wrong Password alert",
                         lambda: active_frame() is not None and active_frame().name == "Wrong Password")
                alert = active_frame()
                if "The current password is not correct." not in label_texts(alert):
                    raise AssertionError(f"the alert says {label_texts(alert)}")
                wait_for("OK focused in the alert", focus_is("OK"))
                key("Return")
                wait_for("back in the sheet", lambda: active_frame() == sheet)
                wait_for("Current Password focused again after the alert", focus_is("Current Password"))
                wait_for("Current Password cleared", lambda: text_of(find(sheet, "Current Password")) == "")
                type_text(current)
                key("Return", "Return", "Return")
            else:
                type_text(current)
                key("Return")
                wait_for("New Password focused after Return", focus_is("New Password"))
                type_text(new)
                key("Return")
                wait_for("Confirm Password focused after Return", focus_is("Confirm Password"))
                type_text(new)
                key("Return")
            wait_for("the sheet closed", lambda: active_frame() == first)
            wait_for("Change Password… focused again", focus_is("Change Password…"))
            wait_for("the confirmation", lambda: "Your password was changed." in label_texts(first))

        def change_password_sheet():
            tab_until("Change Password…")
            key("Return")
            wait_for("the Change Password sheet",
                     lambda: active_frame() is not None and active_frame().name == "Change Password")
            wait_for("Current Password focused by default", focus_is("Current Password"))
            key("Escape")
            wait_for("the sheet closed by Escape", lambda: active_frame() == first)
            wait_for("Change Password… focused after Escape", focus_is("Change Password…"))
            change_password("correct-horse", "battery-staple", wrong_current="wrong-password")
            # The new password is the current one now: change it back (the steps below sign in
            # with the first one).
            change_password("battery-staple", "correct-horse")
        check("Change Password…: default focus, Return to move on, wrong password alert, Escape, "
              "focus back on the button", change_password_sheet)

        def new_window():
            since = len(trace_bytes(log))
            key("ctrl+n")
            wait_for("a second Sign In window",
                     lambda: len([f for f in frames() if f.name == "Sign In"]) == 2 and active_frame() != first)
            wait_for("Username focused in the new window", focus_is("Username"))
            # Rule 17: activation moving to the new window is at most one change of the
            # app-scoped handoff state, never value -> nil -> value.
            changes = handoff_changes(log, since)
            if len(changes) > 1:
                raise AssertionError(f"handoff changed {len(changes)} times on Ctrl+N: {changes}")
            second = active_frame()
            if find(second, "Username") is None or text_of(find(second, "Username")) != "":
                raise AssertionError("new window does not start empty")
            if "Signed in as alice" not in label_texts(first):
                raise AssertionError("first window lost its state")
        check("Ctrl+N opens an independent Sign In window", new_window)

        def create_account_handoff():
            second = active_frame()
            key("Tab", "Tab", "Tab")
            wait_for("Create Account… focused", focus_is("Create Account…"))
            key("space")
            wait_for("Create Account window", lambda: active_frame() is not None and active_frame().name == "Create Account")
            wait_for("Username focused in Create Account", focus_is("Username"))
            type_text("bob")
            key("Tab")
            type_text("short")
            key("Tab")
            type_text("short")
            key("Return")
            creator = active_frame()
            wait_for("password rule message",
                     lambda: any("at least 8" in text for text in label_texts(creator)))
            wait_for("Password focused for correction", focus_is("Password"))
            key("ctrl+a")
            type_text("password123")
            key("Tab", "ctrl+a")
            type_text("password123")
            since = len(trace_bytes(log))
            key("Return")
            wait_for("Create Account closed and Sign In active",
                     lambda: active_frame() is not None and active_frame().name == "Sign In"
                     and all(f.name != "Create Account" for f in frames()))
            wait_for("handoff to the opener", lambda: active_frame() == second)
            wait_for("Password focused in the opener", focus_is("Password"))
            wait_for("Username holds the new name", lambda: text_of(find(second, "Username")) == "bob")
            # The write presented the opener with the Return key's activation token (Wayland:
            # xdg-activation); the host traces a compositor's refusal.
            declined = [line for line in trace_bytes(log)[since:].decode(errors="replace").splitlines()
                        if "present declined" in line]
            if declined:
                raise AssertionError(f"the display server declined to raise the opener: {declined}")
        check("Create Account hands the new name and focus back to the opener's Password", create_account_handoff)

        def second_launch_opens_window():
            before = len([f for f in frames() if f.name == "Sign In"])
            again = subprocess.run([APP], env=env, capture_output=True, timeout=30)
            if again.returncode != 0:
                raise AssertionError(f"second launch exited {again.returncode}")
            wait_for("a new Sign In window in the running instance",
                     lambda: len([f for f in frames() if f.name == "Sign In"]) == before + 1)
            wait_for("Username focused in it", focus_is("Username"))
        check("Launching again opens a window in the running instance", second_launch_opens_window)

        def lockout_countdown():
            current = active_frame()
            type_text("mallory")
            key("Return")
            for attempt in range(3):
                wait_for("Password focused", focus_is("Password"))
                type_text(f"guess-{attempt}")
                key("Return")
                if attempt < 2:
                    wait_for("failure message", lambda: "Incorrect username or password." in label_texts(current))
            wait_for("countdown after three failures",
                     lambda: any(t.startswith("Too many failed attempts. Try again in") for t in label_texts(current)))
            sign_in = find(current, "Sign In", roles=("push button", "button"))
            if sign_in.getState().contains(pyatspi.STATE_SENSITIVE):
                raise AssertionError("Sign In is not refused during the lockout")
            wait_for("countdown over", lambda: not any(t.startswith("Too many") for t in label_texts(current)),
                     timeout=15)
        check("Three failures lock Sign In with a visible countdown", lockout_countdown)

        def menu_item(frame, name):
            for accessible in walk(frame):
                if accessible.getRoleName() == "menu item" and accessible.name == name:
                    return accessible
            return None

        def tab_to(name, shift=False):
            for _ in range(8):
                if focus_is(name)():
                    return
                key("shift+Tab" if shift else "Tab")
                time.sleep(0.1)
            wait_for(f"{name} focused", focus_is(name))

        def escape_closes_create_account():
            opener = active_frame()
            tab_to("Create Account…")
            key("space")
            wait_for("Create Account window",
                     lambda: active_frame() is not None and active_frame().name == "Create Account")
            wait_for("Username focused in Create Account", focus_is("Username"))
            key("Escape")
            wait_for("Create Account closed", lambda: all(f.name != "Create Account" for f in frames()))
            # A screen reader that asks for a child past the end (a window hid between its
            # ChildCount and GetChildAtIndex calls) while the closed window is still hidden,
            # not yet destroyed, must not crash the app (GTK answers with the last of its
            # windows, which was the hidden one, whose accessible has no path).
            app_accessible = application()
            try:
                app_accessible.getChildAtIndex(app_accessible.childCount)
            except Exception:
                pass  # an error answer is fine; only the app's survival matters
            wait_for("the app to answer after a child past the end was asked for",
                     lambda: application() is not None and len(frames()) >= 1, timeout=5)
            wait_for("the opener active again", lambda: active_frame() == opener)
            wait_for("focus back on the opener's Create Account…", focus_is("Create Account…"))
        check("Escape closes Create Account and focus returns to the opener", escape_closes_create_account)

        def sign_out_through_menu_and_shortcut():
            current = active_frame()
            others = [f for f in frames() if f != current and "Signed in as alice" in label_texts(f)]
            if not others:
                raise AssertionError("no other signed-in window to compare with")
            # Signed out here: Sign Out is in the primary menu (F10) but disabled.
            key("F10")
            wait_for("Sign Out in the primary menu", lambda: menu_item(current, "Sign Out") is not None)
            if menu_item(current, "Sign Out").getState().contains(pyatspi.STATE_SENSITIVE):
                raise AssertionError("Sign Out is enabled in a signed-out window")
            key("Escape")
            wait_for("menu closed", lambda: (focused() or ("", ""))[0] != "menu item")

            def sign_in_here():
                tab_to("Username", shift=True)
                key("ctrl+a")
                type_text("alice")
                key("Return")
                wait_for("Password focused", focus_is("Password"))
                type_text("correct-horse")
                key("Return")
                wait_for("signed in here", lambda: "Signed in as alice" in label_texts(current))

            sign_in_here()
            key("F10")
            wait_for("Sign Out enabled in the menu",
                     lambda: menu_item(current, "Sign Out") is not None
                     and menu_item(current, "Sign Out").getState().contains(pyatspi.STATE_SENSITIVE))
            menu_item(current, "Sign Out").queryAction().doAction(0)
            wait_for("this window signed out through the menu", lambda: find(current, "Username") is not None)
            if any("Signed in as alice" not in label_texts(other) for other in others):
                raise AssertionError("the menu's Sign Out signed out another window too")
            if DISPLAY_SERVER == "wayland":
                # Not on Wayland: wtype's virtual keymap has one level per key, so GTK reads
                # Ctrl+Shift+O as Ctrl+Shift+o and matches no accelerator (a real keymap has O
                # on the Shift level); Ctrl+N, Ctrl+W and Ctrl+Q work. Checked on X11.
                print("NOTE Ctrl+Shift+O is not pressed on Wayland (wtype), only on X11", flush=True)
                return
            sign_in_here()
            key("ctrl+shift+o")
            wait_for("this window signed out through Ctrl+Shift+O", lambda: find(current, "Username") is not None)
            if any("Signed in as alice" not in label_texts(other) for other in others):
                raise AssertionError("Ctrl+Shift+O signed out another window too")
        check("Sign Out through the menu and through Ctrl+Shift+O acts on the key window only",
              sign_out_through_menu_and_shortcut)

        def sign_out():
            for frame in frames():
                sign_out_button = find(frame, "Sign Out")
                if sign_out_button is not None:
                    sign_out_button.queryAction().doAction(0)
                    wait_for("the form again", lambda: find(frame, "Username") is not None)
                    wait_for("Username focused after Sign Out",
                             lambda: any(a.name == "Username" and a.getState().contains(pyatspi.STATE_FOCUSED)
                                         for a in walk(frame)))
                    return
            raise AssertionError("no signed-in window")
        check("Sign Out returns to the form with Username focused", sign_out)

        def close_window():
            before = len(frames())
            key("ctrl+w")
            wait_for("one window fewer", lambda: len(frames()) == before - 1)
        check("Ctrl+W closes the active window", close_window)

        # After Ctrl+W the window manager activates another window a moment later; a key sent
        # before that reaches no window of the app.
        wait_for("an active window to take Ctrl+Q", lambda: active_frame() is not None)
        key("ctrl+q")
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            fail("Ctrl+Q quits", "still running")
    finally:
        if app.poll() is None:
            app.kill()
        app.wait()
        output = trace_bytes(log)
        log.close()
        for secret in (b"correct-horse", b"wrong-password", b"password123", b"battery-staple"):
            if secret in output:
                fail("no password in the output", "a password appeared in the output")
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
