#!/usr/bin/python3
"""What a blind user hears in a list (issue 24): Orca against the AddressBook example.

Starts Orca first (its debug log on a pseudo-terminal, speech-dispatcher on a null sound
device), without `orca --replace`: /usr/bin/orca's --replace SIGKILLs every process named orca
of the user on the machine, so this runs Orca's own main from Python (the process is python3).
Then starts the app and moves through the list by keyboard, checking what Orca says:
- a row is GTK's list item, announced by its name and its position among all the rows
  ("Alan Turing, 2 of 4"), which GTK cannot pass itself (no position in set; a screen
  reader counting the list's children counts only the rows realized);
- a focused row that is not selected is announced "not selected" (Orca's convention: the
  selection that follows focus is implied), a selection change on it "selected";
- Tab back into the list announces the list by its label, then the selected row;
- with 100,000 contacts, End reaches the last row and says "100000 of 100000".

Usage: list_orca.py PATH/TO/address-book   (run it through scripts/with-display, X11)
"""
import os
import pty
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
from atspi_driver import AtspiDriver, Results, wait_for  # noqa: E402

APP = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Examples/AddressBook/.build/debug/address-book")
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'")
LAUNCHER = """
import sys
sys.argv = ['orca', '--debug-file=/dev/stdout']
from orca import orca
manager = orca.getSettingsManager()
manager.activate(None, {})
sys.path.insert(0, manager.getPrefsDir())
from orca import debug
debug.debugLevel = debug.LEVEL_ALL
debug.debugFile = sys.stdout
sys.exit(orca.main())
"""
results = Results()


def speech_environment(root):
    home, config = os.path.join(root, "home"), os.path.join(root, "config")
    os.makedirs(os.path.join(config, "speech-dispatcher"))
    os.makedirs(home)
    with open(os.path.join(config, "speech-dispatcher", "speechd.conf"), "w") as conf:
        conf.write('AudioOutputMethod "alsa"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                   'DefaultModule espeak-ng\n')
    with open(os.path.join(home, ".asoundrc"), "w") as asound:
        asound.write("pcm.!default { type null }\n")
    return dict(os.environ, HOME=home, XDG_CONFIG_HOME=config, GDK_BACKEND="x11")


class Orca:
    """Orca (started from Python, not /usr/bin/orca) with its debug log copied to `path`."""

    def __init__(self, path, env):
        self.path = path
        master, slave = pty.openpty()
        self.process = subprocess.Popen(["/usr/bin/python3", "-c", LAUNCHER], env=env, stdin=subprocess.DEVNULL,
                                        stdout=slave, stderr=subprocess.DEVNULL)
        os.close(slave)
        threading.Thread(target=self._copy, args=(master,), daemon=True).start()

    def _copy(self, master):
        with open(self.path, "wb") as out:
            while True:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                out.write(chunk.replace(b"\r\n", b"\n"))
                out.flush()

    def said(self):
        try:
            with open(self.path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except FileNotFoundError:
            return []
        return [re.sub(r"'\s*\{.*$", "", match.group(1)) for match in SPEECH.finditer(text)]

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def main():
    for tool in ("speech-dispatcher", "xdotool"):
        if shutil.which(tool) is None:
            print(f"SKIP: {tool} is not installed")
            return 0
    root = tempfile.mkdtemp(prefix="list-orca-")
    env = speech_environment(root)
    orca = Orca(os.path.join(root, "orca.log"), env)
    app = None
    try:
        wait_for("Orca to start", lambda: any("Screen reader on" in s for s in orca.said()), timeout=60)

        def after(keys, expected, timeout=15):
            mark = len(orca.said())
            subprocess.run(["xdotool", "key", "--delay", "150"] + keys, check=True)
            wait_for(f"Orca to say {expected!r} after {keys}",
                     lambda: all(any(text in said for said in orca.said()[mark:]) for text in expected),
                     timeout=timeout)
            return orca.said()[mark:]

        driver = AtspiDriver(("address-book", "org.focuskit.addressbook"))

        def window_is_up():
            frame = driver.active_frame()
            return frame is not None and frame.name == "Address Book" and driver.focused_name() == "Ada Lovelace, 1 of 4"

        app = subprocess.Popen([APP], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for("the Address Book window with its first contact focused", window_is_up, timeout=60)
        results.check("Down: the next row by name and position",
                      lambda: after(["Down"], ["Alan Turing, 2 of 4"]))
        results.check("Ctrl+Down: focus only, the row is not selected",
                      lambda: after(["ctrl+Down"], ["Grace Hopper, 3 of 4", "not selected"]))
        results.check("Ctrl+Space selects it", lambda: after(["ctrl+space"], ["selected"]))
        results.check("Tab out and Shift+Tab back: the list by its label, then the selected row",
                      lambda: (after(["Tab"], ["Name"]),
                               after(["shift+Tab"], ["Contacts", "Grace Hopper, 3 of 4"])))
        app.kill()
        app.wait()

        app = subprocess.Popen([APP, "--contacts", "100000"], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
        wait_for("the Address Book window again",
                 lambda: driver.active_frame() is not None and driver.focused_name() == "Ada Lovelace 1, 1 of 100000",
                 timeout=60)
        results.check("100,000 rows: End says the last row's position among all of them",
                      lambda: after(["End"], ["100000 of 100000"]))
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait()
        orca.stop()
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
