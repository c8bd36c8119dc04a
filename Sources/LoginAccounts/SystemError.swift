import Glibc

/// The system's text for an `errno` value, e.g. “Permission denied”.
///
/// glibc's `strerror` returns constant strings for every known code, so it is safe to call
/// from several threads in practice.
func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}
