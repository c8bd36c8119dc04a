import CGtk
import FocusUICore

/// The keys of the items FocusUI's list model gives GTK: one per row while GTK holds its item,
/// so that the model returns the same item for the same row (GTK then keeps the row's widget
/// across changes around it, measured on GTK), and a fresh one once GTK released it.
@MainActor
final class ListItemKeys {
    private var keyByRow: [ListRowKey: UInt64] = [:]
    private var rowByKey: [UInt64: ListRowKey] = [:]
    private var next: UInt64 = 1

    /// The key of the row's item, made the first time.
    func key(for row: ListRowKey) -> UInt64 {
        if let key = keyByRow[row] { return key }
        let key = next
        next += 1
        keyByRow[row] = key
        rowByKey[key] = row
        return key
    }

    /// GTK released the item of `key`.
    func release(_ key: UInt64) {
        guard let row = rowByKey.removeValue(forKey: key) else { return }
        if keyByRow[row] == key { keyByRow[row] = nil }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget's address, as a dictionary key.
    var widgetKey: UInt { UInt(bitPattern: self) }
}
