import LoginAccounts
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test(
        "arguments map to actions",
        arguments: [
            ([], CommandLineAction.runApp(passthroughArguments: ["login-form"])),
            (["--help"], .help),
            (["-h"], .help),
            (["--version"], .version),
            (["--add-user", "alice"], .addUser(name: "alice")),
            (["--add-user=alice"], .addUser(name: "alice")),
            (["--add-user", "-dash"], .addUser(name: "-dash")),
            (["--add-user", "bad name"], .addUser(name: "bad name")),  // the rules reject it later
            (["--screenshot", "/tmp/shot.png"], .screenshot(path: "/tmp/shot.png")),
            (["--screenshot=out.png"], .screenshot(path: "out.png")),
        ] as [([String], CommandLineAction)])
    func actions(arguments: [String], expected: CommandLineAction) {
        #expect(CommandLineParser.parse(["login-form"] + arguments) == expected)
    }

    @Test(
        "wrong arguments are usage errors",
        arguments: [
            (["--add-user"], "option --add-user needs a NAME"),
            (["--add-user="], "option --add-user needs a NAME"),
            (["--screenshot"], "option --screenshot needs a PATH"),
            (["--bogus"], "unknown option “--bogus”"),
            (["--bogus=1"], "unknown option “--bogus”"),
            (["-x"], "unknown option “-x”"),
            (["stray"], "unexpected argument “stray”"),
            (["--help=yes"], "option --help takes no value"),
            (
                ["--version", "--help"],
                "only one of --add-user, --screenshot, --help or --version may be given"
            ),
            (
                ["--add-user", "a", "--add-user", "b"],
                "only one of --add-user, --screenshot, --help or --version may be given"
            ),
            (["--gapplication-service"], "unknown option “--gapplication-service”"),
            (["--\u{1B}[2J"], "unknown option “--\\u{1B}[2J”"),
        ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        #expect(CommandLineParser.parse(["login-form"] + arguments) == .usageError(message: message))
    }

    @Test("a huge unknown option is shortened in the message")
    func hugeOption() {
        guard
            case .usageError(let message) = CommandLineParser.parse([
                "p", "--" + String(repeating: "y", count: 1 << 20),
            ])
        else {
            Issue.record("expected a usage error")
            return
        }
        #expect(message.count < 100)
        #expect(message.hasSuffix("…”"))
    }

    @Test("usage errors exit 2 with the message and usage on standard error")
    func usageErrorExit() {
        let output = OutputCollector()
        let errors = OutputCollector()
        let status = CommandLineRunner.run(
            CommandLineParser.parse(["login-form", "--bogus"]), version: "1.0",
            makeStore: { fatalError("must not open the store") }, output: output.append,
            errorOutput: errors.append)
        #expect(status == 2)
        #expect(output.text.isEmpty)
        #expect(errors.text.hasPrefix("login-form: unknown option “--bogus”\nUsage: login-form "))
    }

    @Test("help and version print to standard output and exit 0; app actions return nil")
    func helpVersionAndApp() {
        let output = OutputCollector()
        let errors = OutputCollector()
        func run(_ action: CommandLineAction) -> Int32? {
            CommandLineRunner.run(
                action, version: "1.2.3", makeStore: { fatalError("must not open the store") },
                output: output.append, errorOutput: errors.append)
        }
        #expect(run(.help) == 0)
        #expect(
            output.text.hasPrefix(
                "Usage: login-form [--add-user NAME | --screenshot PATH | --help | --version]\n"))
        #expect(output.text.contains("--add-user NAME"))
        #expect(run(.version) == 0)
        #expect(output.text.hasSuffix("login-form 1.2.3\n"))
        #expect(run(.runApp(passthroughArguments: ["login-form"])) == nil)
        #expect(run(.screenshot(path: "x.png")) == nil)
        #expect(errors.text.isEmpty)
    }
}
