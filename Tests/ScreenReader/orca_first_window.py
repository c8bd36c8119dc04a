#!/usr/bin/python3
"""What a blind user hears when they start an app (issue 26): Orca is always running first.

Starts Orca (as orca_speech.py does: its debug log on a pseudo-terminal, speech-dispatcher on a
null sound device), waits until it has said "Screen reader on", then starts the app and checks,
without pressing a key, that Orca says the first window's focused control. GTK sends the
first window's focus and activation events before the accessibility registry has added the
application, and Orca drops them (its log shows them for "[DEAD]" sources). When the window
becomes active only after the registration, GTK's activation says its title but sends no focus
event (its focus widget has had focus since the window was shown). Either way Orca says the
focused control only when FocusKitGTK sends the focus again once GTK's registration is complete
(AccessibilityRegistration): without it this check fails. It also prints whether GTK's early
events were dropped in this run and what Orca said.

Usage: orca_first_window.py PATH/TO/APP APP-NAME[,APP-NAME...] 'EXPECTED UTTERANCE'
e.g.   orca_first_window.py .build/debug/login-form login-form,org.focuskit.LoginForm 'Username text'
Run it through scripts/with-display (X11).
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from atspi_driver import AtspiDriver, Results, wait_for  # noqa: E402
from orca_speech import Orca, Speech, speech_environment  # noqa: E402

DEAD = "EVENT MANAGER: object:state-changed:focused for [DEAD]"


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    app_path, names, expected = os.path.abspath(sys.argv[1]), sys.argv[2].split(","), sys.argv[3]
    for tool in ("orca", "speech-dispatcher"):
        if shutil.which(tool) is None:
            print(f"FAIL setup: {tool} is not installed (scripts/install-deps)\n0 passed, 1 failed")
            return 1
    results = Results()
    root = tempfile.mkdtemp(prefix="orca-first-window-")
    env = speech_environment(root)
    env["XDG_DATA_HOME"] = os.path.join(root, "data")
    log_path = os.path.join(root, "orca.log")
    speech = Speech(log_path)
    orca = Orca(log_path, env)
    app = None
    try:
        results.check("Orca is running before the app starts",
                      lambda: speech.wait("Screen reader on", 0, timeout=60))
        mark = speech.mark()
        app = subprocess.Popen([app_path], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        driver = AtspiDriver(names)

        def first_window():
            wait_for("the app's first window active", lambda: driver.active_frame() is not None, timeout=60)
            speech.wait(expected, mark, timeout=20)
        results.check(f"the first window's focused control is announced without a key ({expected!r})",
                      first_window)
        with open(log_path, encoding="utf-8", errors="replace") as handle:
            dropped = DEAD in handle.read()
        print(f"Orca log: {log_path}", flush=True)
        print(f"GTK's first focus event {'was' if dropped else 'was not'} dropped by Orca in this run "
              f"(said since the launch: {speech.since(mark)})", flush=True)
    finally:
        if app is not None and app.poll() is None:
            app.terminate()
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
                app.wait()
        orca.stop()
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
