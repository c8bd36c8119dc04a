/// Turns `login-form`'s arguments into a `CommandLineAction`, without side effects.
public enum CommandLineParser {
    /// Exit status for wrong arguments, as is conventional for command-line tools.
    public static let usageExitStatus: Int32 = 2

    /// Parses `arguments`, which start with the program name (like `CommandLine.arguments`).
    ///
    /// Accepted: no arguments, or exactly one of `--add-user NAME`, `--add-user=NAME`,
    /// `--screenshot PATH`, `--screenshot=PATH`, `--help`/`-h`, `--version`. As with `getopt`,
    /// the word after `--add-user` is taken as the name even if it starts with `-`.
    /// Anything else (unknown options, stray words, two actions) is a usage error.
    public static func parse(_ arguments: [String]) -> CommandLineAction {
        let program = arguments.first ?? "login-form"
        var rest = arguments.dropFirst()[...]
        var action: CommandLineAction?
        while let argument = rest.popFirst() {
            let parsed = parseOne(argument, rest: &rest)
            if case .usageError = parsed { return parsed }
            guard action == nil else {
                return .usageError(
                    message: "only one of --add-user, --screenshot, --help or --version may be given")
            }
            action = parsed
        }
        return action ?? .runApp(passthroughArguments: [program])
    }

    /// Parses one argument, taking the option's value from `rest` when it needs one.
    private static func parseOne(_ argument: String, rest: inout ArraySlice<String>) -> CommandLineAction {
        let (option, inlineValue) = splitOption(argument)
        switch option {
        case "--help", "-h", "--version":
            if inlineValue != nil { return .usageError(message: "option \(option) takes no value") }
            return option == "--version" ? .version : .help
        case "--add-user", "--screenshot":
            guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty else {
                let what = option == "--add-user" ? "NAME" : "PATH"
                return .usageError(message: "option \(option) needs a \(what)")
            }
            return option == "--add-user" ? .addUser(name: value) : .screenshot(path: value)
        default:
            if argument.hasPrefix("-") {
                return .usageError(message: "unknown option \(quoted(option))")
            }
            return .usageError(message: "unexpected argument \(quoted(argument))")
        }
    }

    /// Splits `--name=value` into its parts; other arguments have no inline value.
    private static func splitOption(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The argument in quotes, shortened and with control characters escaped, so that a
    /// pasted megabyte or an escape sequence cannot flood or hijack the terminal.
    static func quoted(_ text: String) -> String {
        let limit = 60
        let escaped = text.unicodeScalars.prefix(limit).map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }
        let ellipsis = text.unicodeScalars.count > limit ? "…" : ""
        return "“" + escaped.joined() + ellipsis + "”"
    }

    /// The usage text, ending with a newline.
    public static func usage(programName: String = "login-form") -> String {
        """
        Usage: \(programName) [--add-user NAME | --screenshot PATH | --help | --version]

          (no options)        start the login form
          --add-user NAME     add an account; the password is read from standard input
                              (without echo on a terminal, where it is asked twice)
          --screenshot PATH   start the login form, save a PNG screenshot to PATH and quit
          -h, --help          show this help and exit
          --version           show the version and exit

        Accounts are stored in $XDG_DATA_HOME/login-form/accounts
        (by default ~/.local/share/login-form/accounts).

        """
    }
}
