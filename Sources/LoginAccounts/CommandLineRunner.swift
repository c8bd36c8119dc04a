import Glibc

/// Carries out the command-line actions that do not need GTK.
public enum CommandLineRunner {
    /// Performs `action` and returns the exit status, or returns `nil` for `.runApp` and
    /// `.screenshot`, which the app's `main` handles by starting GTK.
    ///
    /// - Parameters:
    ///   - version: printed by `--version` after the program name.
    ///   - makeStore: called only for `--add-user`, so other actions never touch the disk.
    ///   - input: where `--add-user` reads the password.
    ///   - output, errorOutput: standard output and standard error.
    public static func run(
        _ action: CommandLineAction, version: String, programName: String = "login-form",
        makeStore: () -> AccountStore = { AccountStore() }, input: Int32 = STDIN_FILENO,
        output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32? {
        switch action {
        case .runApp, .screenshot:
            return nil
        case .help:
            output(CommandLineParser.usage(programName: programName))
            return 0
        case .version:
            output("\(programName) \(version)\n")
            return 0
        case .usageError(let message):
            errorOutput("\(programName): \(message)\n" + CommandLineParser.usage(programName: programName))
            return CommandLineParser.usageExitStatus
        case .addUser(let name):
            return AddUserCommand.run(
                name: name, store: makeStore(), input: input, programName: programName, output: output,
                errorOutput: errorOutput)
        }
    }
}
