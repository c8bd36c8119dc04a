/// HMAC-SHA256 (RFC 2104), used to store the throttle's usernames as keyed hashes.
package enum HMACSHA256 {
    /// The authentication code of `message` under `key` (32 bytes).
    package static func code(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > SHA256.blockSize ? SHA256.hash(key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockSize - block.count)
        let inner = SHA256.hash(block.map { $0 ^ 0x36 } + message)
        return SHA256.hash(block.map { $0 ^ 0x5c } + inner)
    }

    /// The code as lowercase hexadecimal.
    package static func hexCode(key: [UInt8], message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in code(key: key, message: message) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
