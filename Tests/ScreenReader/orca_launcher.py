#!/usr/bin/python3
"""Starts Orca (43, Debian 12) as /usr/bin/orca does, with its debug log on, but without
`--replace` and without its check for another Orca.

`orca --replace` kills (SIGKILL) every process named `orca` of this user on the whole machine,
whatever session bus it is on: on a machine where several test runs share one user, each run's
screen reader would kill the others'. A plain `orca` refuses to start while any such process
exists. This launcher imports Orca's modules and calls `orca.main()` itself; its process is
named `python3`, and the screen reader it starts listens to this session's accessibility bus
only (scripts/with-display gives each run its own).

Usage: orca_launcher.py DEBUG_FILE
"""
import sys


def main():
    from orca import debug

    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(sys.argv[1], "w")
    from orca import orca

    manager = orca.getSettingsManager()
    if not manager:
        print("Orca's settings manager could not be created", file=sys.stderr)
        return 1
    manager.activate(None, {})
    sys.path.insert(0, manager.getPrefsDir())
    return orca.main()


if __name__ == "__main__":
    sys.exit(main())
