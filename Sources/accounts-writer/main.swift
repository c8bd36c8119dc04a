// Test helper: adds COUNT accounts named PREFIX0 … PREFIX<COUNT-1> (password
// "password-PREFIX<i>") to the store in DIRECTORY, one `createAccount` call each.
//
// The LoginAccounts tests start two of these at once to prove that concurrent processes
// lose no account. Each waits for one byte (or end of file) on standard input before it
// starts, so the test can release both together instead of hoping they overlap.
import Foundation
import Glibc
import LoginAccounts

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: accounts-writer DIRECTORY PREFIX COUNT\n".utf8))
    exit(2)
}
let store = AccountStore(
    directory: URL(fileURLWithPath: arguments[1], isDirectory: true), hasher: PasswordHasher(cost: 1))
var go: UInt8 = 0
_ = read(STDIN_FILENO, &go, 1)
for index in 0..<count {
    let name = "\(arguments[2])\(index)"
    let password = SecretBytes("password-\(name)")
    do {
        try store.createAccount(name: name, password: password, confirmation: password)
    } catch {
        FileHandle.standardError.write(Data("accounts-writer: \(name): \(error.message)\n".utf8))
        exit(1)
    }
}
