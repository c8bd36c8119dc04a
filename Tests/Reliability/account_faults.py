#!/usr/bin/python3
"""Account-file faults (issue 7), through the real `login-form --add-user`:

- disk full: a small tmpfs mounted at XDG_DATA_HOME (root only), and a file-size limit
  (RLIMIT_FSIZE, as `ulimit -f`, with SIGXFSZ ignored so write() fails with EFBIG);
- the accounts file replaced by a directory;
- permission denied, run as the unprivileged user `nobody` (setpriv);
- someone else's world-writable data directory with a planted account, and a symbolic link in
  place of the accounts file (issue 17): refused with a message, nothing changed or followed;
- SIGKILL in the middle of --add-user, many times: at random moments, and exactly at the
  syscalls of the atomic write (strace fault injection: write, fsync of the temporary file,
  rename, fsync of the directory).

After every fault the accounts file must be the old or the new version, never a mix; every
earlier account must still verify with libcrypt; the app must still read the file (a taken
name is refused as taken, after a valid password); an error must come with a message and a
non-zero exit status.

Usage: account_faults.py APP   Env: FOCUSKIT_KILL_ROUNDS (default 40; long variant 400).
Needs root for the tmpfs and `nobody` cases (skipped, and reported, otherwise).
"""
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reliability_common import Results, VALID_LINE, accounts_lines, add_user, assert_valid_accounts, verify  # noqa: E402

APP = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/login-form")
ROUNDS = int(os.environ.get("FOCUSKIT_KILL_ROUNDS", "40"))
results = Results()
is_root = os.geteuid() == 0


def password_for(name):
    return f"pw-{name}-secret"


class Store:
    """One XDG_DATA_HOME with the accounts we expect in it."""

    def __init__(self, root=None):
        self.root = root or tempfile.mkdtemp(prefix="login-form-faults-")
        self.env = dict(os.environ, XDG_DATA_HOME=self.root)
        self.dir = os.path.join(self.root, "login-form")
        self.path = os.path.join(self.dir, "accounts")
        self.names = []
        self.probes = {}

    def add(self, name, **kwargs):
        result = add_user(APP, name, password_for(name), self.env, **kwargs)
        if result.returncode == 0:
            self.names.append(name)
        return result

    def content(self):
        try:
            with open(self.path, "rb") as handle:
                return handle.read()
        except FileNotFoundError:
            return b""

    def check_all_verify(self):
        assert_valid_accounts(self.path)
        lines = {line.split(b":", 1)[0].decode(): line.split(b":", 1)[1].decode() for line in accounts_lines(self.path)}
        for name in self.names:
            if name not in lines:
                raise AssertionError(f"account {name} was lost")
            if not verify(lines[name], password_for(name)):
                raise AssertionError(f"account {name} no longer verifies")
        if sorted(lines) != sorted(self.names):
            raise AssertionError(f"unexpected accounts {sorted(set(lines) - set(self.names))}")

    def check_app_reads(self):
        """The app itself parses the file: an existing name is refused as taken.

        A "taken" answer counts as a failed attempt for that name (issue 17), and the third
        in a row locks the name for a while, so each name is probed at most twice."""
        candidates = [name for name in self.names if self.probes.get(name, 0) < 2]
        if not candidates:
            return
        name = random.choice(candidates)
        self.probes[name] = self.probes.get(name, 0) + 1
        result = add_user(APP, name, "another-password", self.env)
        if result.returncode == 0 or b"already taken" not in result.stderr:
            raise AssertionError(f"--add-user {name} (existing) gave {result.returncode}: {result.stderr[-200:]!r}")

    def temporaries(self):
        return [entry for entry in os.listdir(self.dir) if ".tmp-" in entry] if os.path.isdir(self.dir) else []


def expect_failure(result, *needles):
    if result.returncode == 0:
        raise AssertionError("--add-user succeeded where it must fail")
    message = result.stderr.decode(errors="replace")
    if not message.strip():
        raise AssertionError("failure without a message")
    if needles and not any(needle in message for needle in needles):
        raise AssertionError(f"unexpected message: {message.strip()[:200]}")
    return message


def old_or_new(before, after, name):
    if after == before:
        return "old"
    if after.startswith(before):
        rest = after[len(before):]
        if rest.count(b"\n") == 1 and rest.endswith(b"\n") and VALID_LINE.match(rest[:-1]) \
                and rest.startswith(name.encode() + b":"):
            return "new"
    raise AssertionError(f"the file is neither the old nor the new version:\nold={before[-120:]!r}\nnow={after[-200:]!r}")


def disk_full_tmpfs():
    if not is_root:
        raise AssertionError("needs root to mount a tmpfs (run as root, or rely on the file-size limit case)")
    mount = tempfile.mkdtemp(prefix="login-form-tmpfs-")
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k,mode=0755", "tmpfs", mount], check=True)
    try:
        store = Store(mount)
        for name in ("alice", "bob"):
            if store.add(name).returncode != 0:
                raise AssertionError("could not add the first accounts")
        before = store.content()
        filler = os.path.join(mount, "filler")
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            while True:
                os.write(fd, b"\0" * 512)
        except OSError:
            pass  # ENOSPC: the file system is full
        finally:
            os.close(fd)
        message = expect_failure(store.add("carol"), "No space left", "Cannot write")
        if store.content() != before:
            raise AssertionError("the accounts file changed although the write failed")
        if store.temporaries():
            raise AssertionError(f"temporary files left behind: {store.temporaries()}")
        store.check_all_verify()
        os.unlink(filler)
        if store.add("carol").returncode != 0:
            raise AssertionError("the store did not recover once space was freed")
        store.check_all_verify()
        store.check_app_reads()
        print(f"  disk full message: {message.strip()[:120]}", flush=True)
    finally:
        subprocess.run(["umount", mount], check=False)


def file_size_limit():
    store = Store()
    for name in ("alice", "bob"):
        store.add(name)
    before = store.content()

    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (len(before) + 16, len(before) + 16))

    result = subprocess.run([APP, "--add-user", "carol"], input=password_for("carol").encode() + b"\n",
                            env=store.env, capture_output=True, preexec_fn=limit, timeout=30)
    message = expect_failure(result, "File too large", "Cannot write")
    if store.content() != before:
        raise AssertionError("the accounts file changed although the write failed")
    if store.temporaries():
        raise AssertionError(f"temporary files left behind: {store.temporaries()}")
    store.check_all_verify()
    store.check_app_reads()
    print(f"  file-size limit message: {message.strip()[:120]}", flush=True)


def replaced_by_directory():
    store = Store()
    for name in ("alice", "bob"):
        store.add(name)
    saved = store.content()
    os.rename(store.path, store.path + ".saved")
    os.mkdir(store.path)
    with open(os.path.join(store.path, "keep"), "w") as handle:
        handle.write("not to be deleted")
    expect_failure(store.add("carol"), "Is a directory", "Cannot")
    if not os.path.isdir(store.path) or not os.path.exists(os.path.join(store.path, "keep")):
        raise AssertionError("the directory in place of the accounts file was replaced or emptied")
    shutil.rmtree(store.path)
    os.rename(store.path + ".saved", store.path)
    if store.content() != saved:
        raise AssertionError("the saved accounts changed")
    store.check_all_verify()
    if store.add("carol").returncode != 0:
        raise AssertionError("the store did not recover")
    store.check_all_verify()


def as_nobody(store, name):
    return subprocess.run(["setpriv", "--reuid", "nobody", "--regid", "nogroup", "--clear-groups",
                           "--", APP, "--add-user", name], input=password_for(name).encode() + b"\n",
                          env=dict(store.env, HOME="/nonexistent"), capture_output=True, timeout=30)


def permission_denied():
    if not is_root:
        raise AssertionError("needs root to switch to the user nobody")
    # (a) the store directory belongs to root (0700): nobody can neither read nor create.
    store = Store()
    os.chmod(store.root, 0o755)
    for name in ("alice", "bob"):
        store.add(name)
    before = store.content()
    expect_failure(as_nobody(store, "carol"), "Permission denied")
    if store.content() != before:
        raise AssertionError("the accounts file changed")
    store.check_all_verify()
    # (b) nobody owns the directory but the file is root's 0600: unreadable.
    shutil.chown(store.dir, "nobody", "nogroup")
    expect_failure(as_nobody(store, "carol"), "Permission denied")
    if store.content() != before or store.temporaries():
        raise AssertionError("the accounts file changed or a temporary file was left")
    store.check_all_verify()
    # The directory is nobody's now, so root's login-form refuses it (issue 17); give it back.
    expect_failure(store.add("dave"), f"Refusing to use {store.dir}: it is owned by user nobody")
    shutil.chown(store.dir, "root", "root")
    store.check_app_reads()


def foreign_directory():
    """Issue 17: a login-form directory owned by another user (root), mode 0777, with an account
    planted in it, is refused for nobody with a message naming it, and left exactly as it is."""
    if not is_root:
        raise AssertionError("needs root to switch to the user nobody")
    store = Store()
    os.chmod(store.root, 0o755)
    os.mkdir(store.dir)
    os.chmod(store.dir, 0o777)
    planted = b"mallory:$y$j9T$KM5l0rb8vYUv9BMG0K0DG.$Qx0qTFE96W.RSsnmA2iGlhdqkb7svhSfwy9NJSUsPv8\n"
    with open(store.path, "wb") as handle:
        handle.write(planted)
    os.chmod(store.path, 0o666)
    message = expect_failure(as_nobody(store, "victim"), f"Refusing to use {store.dir}: it is owned by")
    if os.stat(store.dir).st_mode & 0o777 != 0o777:
        raise AssertionError("the directory's mode was changed")
    if sorted(os.listdir(store.dir)) != ["accounts"] or store.content() != planted:
        raise AssertionError(f"the directory was changed: {os.listdir(store.dir)}")
    print(f"  message: {message.strip()[:160]}", flush=True)


def symlinked_accounts():
    """Issue 17: a symbolic link in place of the accounts file is neither read through nor
    replaced, and the target is untouched."""
    store = Store()
    store.add("alice")
    target = os.path.join(store.root, "elsewhere")
    with open(target, "wb") as handle:
        handle.write(b"root:x:0:0:root:/root:/bin/bash\n")
    os.rename(store.path, store.path + ".saved")
    os.symlink(target, store.path)
    expect_failure(store.add("bob"), f"Refusing to use {store.path}: it is a symbolic link")
    if not os.path.islink(store.path):
        raise AssertionError("the link was replaced")
    with open(target, "rb") as handle:
        if handle.read() != b"root:x:0:0:root:/root:/bin/bash\n":
            raise AssertionError("the link's target changed")
    os.unlink(store.path)
    os.rename(store.path + ".saved", store.path)
    store.check_all_verify()
    if store.add("bob").returncode != 0:
        raise AssertionError("the store did not recover")
    store.check_all_verify()


def killed_in_the_middle():
    store = Store()
    for name in ("alice", "bob", "carol"):
        store.add(name)
    # How long a normal --add-user takes (mostly the yescrypt hash), to aim the kills.
    started = time.monotonic()
    store.add("dave")
    duration = time.monotonic() - started
    rng = random.Random(int(os.environ.get("FOCUSKIT_KILL_SEED", "7")))
    outcomes = {"old": 0, "new": 0}
    injections = ["write:when=1", "fsync:when=1", "rename:when=1", "fsync:when=2", "openat:when=3+"]
    use_strace = shutil.which("strace") is not None
    for round_number in range(ROUNDS):
        name = f"user{round_number}"
        before = store.content()
        if use_strace and round_number % 4 == 0:
            point = injections[(round_number // 4) % len(injections)]
            syscall, when = point.split(":")
            command = ["strace", "-f", "-qq", "-o", "/dev/null", "-e", f"trace={syscall}",
                       "-e", f"inject={syscall}:signal=SIGKILL:{when}", APP, "--add-user", name]
            process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, env=store.env)
            process.communicate(password_for(name).encode() + b"\n", timeout=60)
        else:
            process = subprocess.Popen([APP, "--add-user", name], stdin=subprocess.PIPE,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=store.env)
            process.stdin.write(password_for(name).encode() + b"\n")
            process.stdin.close()
            time.sleep(rng.uniform(0.0, duration * 1.3))
            process.send_signal(signal.SIGKILL)
            process.wait()
        outcome = old_or_new(before, store.content(), name)
        outcomes[outcome] += 1
        if outcome == "new":
            store.names.append(name)
        store.check_all_verify()
        if round_number % 10 == 9:
            store.check_app_reads()
    store.check_app_reads()
    # After all that, adding still works and keeps everything.
    if store.add("final").returncode != 0:
        raise AssertionError("--add-user fails after the kills")
    store.check_all_verify()
    stale = store.temporaries()
    print(f"  {ROUNDS} kills: {outcomes['old']} left the old file, {outcomes['new']} the new one; "
          f"{len(stale)} stale temporary file(s) left by killed writers", flush=True)


def main():
    results.check("disk full (64 KiB tmpfs at XDG_DATA_HOME): message, old file kept, recovers", disk_full_tmpfs)
    results.check("file-size limit (RLIMIT_FSIZE): message, old file kept", file_size_limit)
    results.check("accounts file replaced by a directory: message, directory untouched, recovers",
                  replaced_by_directory)
    results.check("permission denied (run as nobody): message, file unchanged", permission_denied)
    results.check("someone else's 0777 data directory with a planted account (as nobody): refused, unchanged",
                  foreign_directory)
    results.check("a symbolic link in place of the accounts file: refused, not followed, recovers",
                  symlinked_accounts)
    results.check(f"SIGKILL during --add-user, {ROUNDS} times: old or new file, every account verifies",
                  killed_in_the_middle)
    return results.finish()


if __name__ == "__main__":
    sys.exit(main())
