#!/usr/bin/python3
"""Records every accessibility event on the session's AT-SPI bus, one line each, until SIGTERM.

What an assistive technology (or any other client of the bus) could learn from the app. Used by
the screen-reader test and the secrets check, which fail on any password in it.

Usage: a11y_events.py OUTPUT_FILE     (prints "ready" on stdout once listening)
"""
import signal
import sys

import pyatspi

EVENT_CLASSES = ("object", "window", "focus", "document", "terminal")


def describe(data):
    """The event's data as text: strings and numbers as they are, any other object by its type.

    An object's default repr holds its memory address, whose hex digits could match part of a
    password by chance, so it is never written."""
    if data is None or isinstance(data, (str, int, float, bool)):
        return str(data)
    if isinstance(data, pyatspi.Accessible):
        try:
            return f"<{data.getRoleName()} {data.name!r}>"
        except Exception:
            return "<accessible>"
    return f"<{type(data).__name__}>"


def main():
    out = open(sys.argv[1], "w", buffering=1)

    def record(event):
        try:
            role, name, description = event.source.getRoleName(), event.source.name, event.source.description
        except Exception:  # the source may be gone by now
            role, name, description = "?", "?", "?"
        out.write(repr((event.type, event.detail1, event.detail2, describe(event.any_data), role, name,
                        description)) + "\n")

    pyatspi.Registry.registerEventListener(record, *EVENT_CLASSES)
    signal.signal(signal.SIGTERM, lambda *_: pyatspi.Registry.stop())
    print("ready", flush=True)
    pyatspi.Registry.start()
    out.close()


if __name__ == "__main__":
    main()
