import Glibc

/// A pseudo-terminal pair, so tests can exercise the “standard input is a terminal” path.
///
/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` are hidden from Swift's Glibc module
/// (they need `_XOPEN_SOURCE`), so they are looked up in libc at run time instead of adding a
/// C target just for tests. Both ends are close-on-exec, so that processes other tests start
/// meanwhile do not inherit them; the program under test gets the terminal side as a copy on its
/// standard input.
struct PseudoTerminal {
    /// The controlling side: what is written here is “typed”; echo can be read here.
    let master: Int32
    /// The terminal side a program reads from.
    let slave: Int32

    struct Failure: Error {}

    init() throws {
        typealias IntCall = @convention(c) (Int32) -> Int32
        typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let libc = dlopen(nil, RTLD_NOW)
        func lookup<Function>(_ name: String, as type: Function.Type) throws -> Function {
            guard let symbol = dlsym(libc, name) else { throw Failure() }
            return unsafeBitCast(symbol, to: type)
        }
        let master = try lookup("posix_openpt", as: IntCall.self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure() }
        guard try lookup("grantpt", as: IntCall.self)(master) == 0,
            try lookup("unlockpt", as: IntCall.self)(master) == 0,
            let name = try lookup("ptsname", as: NameCall.self)(master)
        else {
            _ = Glibc.close(master)
            throw Failure()
        }
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            _ = Glibc.close(master)
            throw Failure()
        }
        self.master = master
        self.slave = slave
    }

    func close() {
        _ = Glibc.close(master)
        _ = Glibc.close(slave)
    }
}
