// Test helper for the LoginAccounts tests, run as a separate process (and, as root, as the
// unprivileged user `nobody` through setpriv):
//
//   accounts-writer DIRECTORY PREFIX COUNT
//       adds COUNT accounts named PREFIX0 … PREFIX<COUNT-1> (password "password-PREFIX<i>"),
//       one `createAccount` call each. It waits for one byte (or end of file) on standard
//       input before it starts, so a test can release two writers together.
//   accounts-writer add-user DIRECTORY NAME
//       `login-form --add-user NAME` against the store in DIRECTORY: the password comes from
//       standard input (a terminal, a pipe); the exit status is the command's.
//   accounts-writer add-user-with-thread DIRECTORY NAME
//       the same, with a second thread started first that does not block signals, as the
//       threads of a bigger program may. With ACCOUNTS_WRITER_THREAD_SIGNAL=N that thread waits
//       until the prompt has turned echo off, then takes signal N itself, as it may take a
//       signal sent to the process while the prompt's thread blocks it.
//   accounts-writer sign-in DIRECTORY NAME
//       signs in with the first line of standard input as the password and prints the result
//       (“signed in” or the message); an error is printed on standard error, exit status 1.
//
// Stores use the lowest hashing cost to keep the tests fast.
import Foundation
import Glibc
import LoginAccounts

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("accounts-writer: \(message)\n".utf8))
    exit(status)
}

func makeStore(_ path: String) -> AccountStore {
    AccountStore(directory: URL(fileURLWithPath: path, isDirectory: true), hasher: PasswordHasher(cost: 1))
}

let arguments = CommandLine.arguments
let usage =
    "usage: accounts-writer DIRECTORY PREFIX COUNT | add-user[-with-thread] DIRECTORY NAME | sign-in DIRECTORY NAME"
guard arguments.count == 4 else { fail(usage, status: 2) }

switch arguments[1] {
case "add-user", "add-user-with-thread":
    if arguments[1] == "add-user-with-thread" {
        let started = DispatchSemaphore(value: 0)
        let signal = ProcessInfo.processInfo.environment["ACCOUNTS_WRITER_THREAD_SIGNAL"].flatMap {
            Int32($0)
        }
        let thread = Thread {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            started.signal()
            if let signal {
                var settings = termios()
                while tcgetattr(STDIN_FILENO, &settings) == 0, settings.c_lflag & tcflag_t(ECHO) != 0 {
                    usleep(1000)
                }
                // A moment after echo went off the prompt's thread waits in `pselect`, where
                // only a signal sent on to it can wake it: what the test types has no Enter, and
                // a terminal in canonical mode has no input to read before the line ends.
                usleep(100_000)
                pthread_kill(pthread_self(), signal)
            }
            while true { pause() }
        }
        thread.start()
        started.wait()
    }
    let status = AddUserCommand.run(
        name: arguments[3], store: makeStore(arguments[2]),
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
    exit(status)
case "sign-in":
    let line = readLine(strippingNewline: true) ?? ""
    let password = SecretBytes(line)
    do {
        let result = try makeStore(arguments[2]).signIn(name: arguments[3], password: password)
        print(result.message ?? "signed in")
    } catch {
        fail(error.message)
    }
default:
    guard let count = Int(arguments[3]) else { fail(usage, status: 2) }
    let store = makeStore(arguments[1])
    var go: UInt8 = 0
    _ = read(STDIN_FILENO, &go, 1)
    for index in 0..<count {
        let name = "\(arguments[2])\(index)"
        let password = SecretBytes("password-\(name)")
        do {
            try store.createAccount(name: name, password: password, confirmation: password)
        } catch {
            fail("\(name): \(error.message)")
        }
    }
}
