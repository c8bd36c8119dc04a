import Glibc

/// `login-form --add-user NAME`: adds an account with a password read from standard input.
public enum AddUserCommand {
    /// Reads the password from `input` and adds `name` to `store`; returns the exit status.
    ///
    /// On a terminal the password is asked twice with echo off, prompts going to
    /// `errorOutput` (like `passwd`, so standard output stays clean). Otherwise the first line
    /// of the input is the password; only its final newline is removed.
    /// The name's form is checked before any password is asked for; whether it is taken is
    /// only told after a valid password was given, and counts as a failed attempt for that
    /// name (see `AccountStore.createAccount`). A signal such as Ctrl+C at the prompt restores
    /// the terminal before the process ends.
    ///
    /// - Returns: 0 when the account was added, 1 when it was not (the reason, never the
    ///   password, is written to `errorOutput`).
    public static func run(
        name: String, store: AccountStore, input: Int32 = STDIN_FILENO, programName: String = "login-form",
        output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        // Say so before the user types a password twice for a name that cannot work. Whether
        // the name is taken is only told after a valid password, like in the window
        // (`AccountStore.createAccount`).
        guard AccountRules.isValidUsername(name) else {
            errorOutput("\(programName): \(ValidationFailure.invalidUsername.message)\n")
            return 1
        }
        do throws(AccountStoreError) {
            // An unusable store (someone else's directory, a link) is reported before the
            // prompt, and damaged lines are reported here as the window reports them.
            for warning in try store.load().warnings {
                errorOutput("\(programName): \(warning.message)\n")
            }
        } catch {
            errorOutput("\(programName): \(error.message)\n")
            return 1
        }
        let password: SecretBytes
        let confirmation: SecretBytes
        do throws(PasswordReader.Failure) {
            (password, confirmation) = try readPasswords(for: name, from: input, prompt: errorOutput)
        } catch {
            errorOutput("\(programName): \(error.message)\n")
            return 1
        }
        do throws(AccountStoreError) {
            try store.createAccount(name: name, password: password, confirmation: confirmation)
        } catch {
            errorOutput("\(programName): \(error.message)\n")
            return 1
        }
        output("Added account \(name).\n")
        return 0
    }

    /// The password and its confirmation: typed twice without echo on a terminal, otherwise
    /// the first line of the input, used for both.
    private static func readPasswords(
        for name: String, from input: Int32, prompt: (String) -> Void
    ) throws(PasswordReader.Failure) -> (SecretBytes, SecretBytes) {
        guard isatty(input) == 1 else {
            let password = try PasswordReader.readLine(input)
            return (password, password)
        }
        // One echo-off session for both lines: re-enabling echo in between would flush (with
        // TCSAFLUSH) a confirmation typed ahead, and briefly show it.
        return try PasswordReader.withEchoDisabled(input) { signals throws(PasswordReader.Failure) in
            prompt("Password for \(name): ")
            let first = try PasswordReader.readLine(input, signals: signals)
            prompt("Retype password: ")
            return (first, try PasswordReader.readLine(input, signals: signals))
        }
    }
}
