/// A view's sizes (`.frame`, `.padding`, spacing, `.defaultSize`) as GTK's integer pixels:
/// rounded and clamped to what GTK takes, so that no value a program passes can trap in the
/// conversion. A value that is not finite (`.infinity`, NaN) has no pixel size: `nil`.
enum GtkPixels {
    /// `value` rounded and clamped to `0...Int32.max`, or `nil` when it is not finite.
    static func of<Value: BinaryFloatingPoint>(_ value: Value) -> Int32? {
        guard value.isFinite else { return nil }
        let rounded = Double(value).rounded()
        return Int32(min(max(rounded, 0), Double(Int32.max)))
    }
}
