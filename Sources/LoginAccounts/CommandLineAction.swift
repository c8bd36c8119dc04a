/// What `login-form` was asked to do on its command line.
public enum CommandLineAction: Sendable, Equatable {
    /// Start the GTK app. `passthroughArguments` is what to hand to `g_application_run`: only
    /// the program name, because every option is handled here and GApplication must not see
    /// (and reject or act on) anything else.
    case runApp(passthroughArguments: [String])
    /// `--add-user NAME`: read a password from standard input and add the account.
    case addUser(name: String)
    /// `--screenshot PATH`: start the app, save a screenshot to `PATH`, and quit.
    case screenshot(path: String)
    /// `--help` or `-h`: print usage to standard output and exit 0.
    case help
    /// `--version`: print the version and exit 0.
    case version
    /// The arguments make no sense; print `message` and usage to standard error, exit 2.
    case usageError(message: String)
}
