#!/usr/bin/python3
"""Asks an application's accessibility root for the window one past its last, as a screen
reader does when a window hides between its ChildCount and GetChildAtIndex calls.

GTK answers an index past the shown windows with the last window of its toplevels even when
that window is hidden; a hidden window's accessible has no D-Bus path and the application
aborts (`g_variant_new` with a NULL object path). Used by the plain-GTK test of RetiredWindows.

Usage: child_past_the_end.py PID
Exit status: 0 the application answered; 1 it did not (it crashed, or the call failed);
2 no application of that process on the accessibility bus within 20 s.
"""
import sys
import time

from gi.repository import Gio, GLib

ROOT = "/org/a11y/atspi/accessible/root"
ACCESSIBLE = "org.a11y.atspi.Accessible"


def a11y_bus():
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    return Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)


def application_of(bus, pid):
    """The bus name of the application registered by `pid`, or None."""
    children = bus.call_sync("org.a11y.atspi.Registry", ROOT, ACCESSIBLE, "GetChildren", None,
                             GLib.VariantType("(a(so))"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    for name, _ in children:
        try:
            owner = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)),
                                  GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        except GLib.Error:
            continue
        if owner == pid:
            return name
    return None


def main():
    pid = int(sys.argv[1])
    bus = a11y_bus()
    deadline = time.monotonic() + 20
    name = None
    while name is None and time.monotonic() < deadline:
        name = application_of(bus, pid)
        if name is None:
            time.sleep(0.1)
    if name is None:
        print(f"no application of process {pid} on the accessibility bus", file=sys.stderr)
        return 2
    count = bus.call_sync(name, ROOT, "org.freedesktop.DBus.Properties", "Get",
                          GLib.Variant("(ss)", (ACCESSIBLE, "ChildCount")), GLib.VariantType("(v)"),
                          Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    try:
        answer = bus.call_sync(name, ROOT, ACCESSIBLE, "GetChildAtIndex", GLib.Variant("(i)", (count,)),
                               None, Gio.DBusCallFlags.NONE, 5000, None).unpack()
    except GLib.Error as error:
        print(f"GetChildAtIndex({count}) of {count} children: {error.message}", file=sys.stderr)
        return 1
    print(f"GetChildAtIndex({count}) of {count} children: {answer}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
