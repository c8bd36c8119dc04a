import Foundation

/// How one type of ``AppStorage`` or ``SceneStorage`` value is written as text and read back,
/// as a GLib key file holds values. `encode` giving `nil` removes the key (an optional set to
/// `nil`); `decode` giving `nil` means the text is not a value of this type.
struct StorageCodec<Value> {
    let encode: (Value) -> String?
    let decode: (String) -> Value?
}

extension StorageCodec where Value == Bool {
    /// `true` and `false` (GLib's key file also reads `1` and `0`).
    static var bool: Self {
        Self(
            encode: { $0 ? "true" : "false" },
            decode: { text in
                switch text.trimmingCharacters(in: .whitespaces) {
                case "true", "1": true
                case "false", "0": false
                default: nil
                }
            })
    }
}

extension StorageCodec where Value == Int {
    /// Decimal.
    static var int: Self {
        Self(encode: { String($0) }, decode: { Int($0.trimmingCharacters(in: .whitespaces)) })
    }
}

extension StorageCodec where Value == Double {
    /// Swift's shortest round-tripping decimal form.
    static var double: Self {
        Self(encode: { String($0) }, decode: { Double($0.trimmingCharacters(in: .whitespaces)) })
    }
}

extension StorageCodec where Value == String {
    /// The string itself.
    static var string: Self { Self(encode: { $0 }, decode: { $0 }) }
}

extension StorageCodec where Value == URL {
    /// The URL's absolute string.
    static var url: Self { Self(encode: { $0.absoluteString }, decode: { URL(string: $0) }) }
}

extension StorageCodec where Value == Data {
    /// Base64.
    static var data: Self {
        Self(encode: { $0.base64EncodedString() }, decode: { Data(base64Encoded: $0) })
    }
}

extension StorageCodec {
    /// A raw-representable type by its raw value's codec.
    static func raw<Raw>(_ base: StorageCodec<Raw>) -> Self
    where Value: RawRepresentable, Value.RawValue == Raw {
        Self(encode: { base.encode($0.rawValue) }, decode: { base.decode($0).flatMap(Value.init(rawValue:)) })
    }

    /// An optional: `nil` removes the key.
    static func optional<Wrapped>(_ base: StorageCodec<Wrapped>) -> Self where Value == Wrapped? {
        Self(encode: { $0.flatMap(base.encode) }, decode: { base.decode($0) })
    }
}
