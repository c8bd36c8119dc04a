"""What counts as a password leak in speech or in accessibility events (issue 18).

Passwords in these tests are written with characters that no other text typed in the same run
uses (no username, no key name), so that a single spoken character can be attributed."""

MASKS = "●•*"  # what GtkText shows (and FocusUI's SecureField reports) per password character


def grams(secret, size=4):
    return {secret[i:i + size] for i in range(max(1, len(secret) - size + 1))}


def leaks_in_text(text, passwords, size=4):
    """Reasons why `text` (one utterance or one event's data) shows a password, or []."""
    reasons = []
    for password in passwords:
        if password in text:
            reasons.append(f"the password {password!r} itself")
        else:
            found = [g for g in grams(password, size) if g in text]
            if found:
                reasons.append(f"part {found[0]!r} of a password")
    return reasons


def spoken_password_characters(utterances, passwords):
    """Utterances that are a single character of a password: Orca's echo of a typed key."""
    alphabet = {c.lower() for password in passwords for c in password if c.isalnum()}
    return [u for u in utterances if len(u.strip()) == 1 and u.strip().lower() in alphabet]


def unmasked_password_text(events):
    """text-changed events of a password field whose text is anything but mask characters."""
    bad = []
    for event in events:
        kind, _, _, data, role = event[:5]
        if kind.startswith("object:text-changed") and role == "password text":
            if any(c not in MASKS for c in data):
                bad.append(event)
    return bad
