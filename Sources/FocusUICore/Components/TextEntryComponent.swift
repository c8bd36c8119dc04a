/// A component the user types text into on one line or several: a ``TextField`` (either
/// axis) or a ``SecureField``. A grouped form shows it as a row titled by its name, and an
/// alert whose actions hold one starts with focus in it.
package protocol TextEntryComponent: ViewComponent {}

extension TextFieldComponent: TextEntryComponent {}
extension GrowingTextFieldComponent: TextEntryComponent {}
extension SecureFieldComponent: TextEntryComponent {}
