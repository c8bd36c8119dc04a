import FocusUI
import Foundation
import LoginAccounts

/// `login-form`: multi-window sign-in with real accounts, built on FocusKit's view layer.
@main
struct LoginFormApp: App {
    static let version = "0.1.0"

    /// App-scoped: spans windows, so Create Account can focus a Sign In window's Password.
    @FocusState private var handoff: AppFocusTarget?
    private let accounts: AccountService
    private let windows = SignInWindows()
    /// Read once at launch: an unreadable accounts file is reported in the window and on
    /// stderr, and the app keeps running.
    private let storeProblem: String?

    init() {
        accounts = AccountService.standard()
        storeProblem = accounts.storeProblem()
    }

    var body: some Scene {
        WindowGroup("Sign In") {
            SignInWindow(
                accounts: accounts, windows: windows, storeProblem: storeProblem, handoff: $handoff
            )
        }
        .commands {
            AccountCommands(windows: windows)
        }
        Window("Create Account", id: "create-account") {
            CreateAccountView(accounts: accounts, windows: windows, handoff: $handoff)
        }
    }

    /// Handles the command line (`--add-user`, `--help`, `--version`, usage errors) before
    /// GTK starts; everything else runs the app.
    static func main() {
        let action = CommandLineParser.parse(CommandLine.arguments)
        let status = CommandLineRunner.run(
            action, version: version,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
        if let status { exit(status) }
        var options = AppRunOptions(applicationID: "org.focuskit.LoginForm", resourceName: "login-form")
        if case .screenshot(let path) = action { options.screenshotPath = path }
        exit(run(options: options))
    }
}
