extension View {
    /// Says which view shows a pushed value of type `data`, as SwiftUI's
    /// `navigationDestination(for:destination:)`: a ``NavigationLink`` with such a value, or
    /// the value appended to the stack's path, pushes `destination(value)`.
    ///
    /// ```swift
    /// List { … }
    ///     .navigationDestination(for: Note.ID.self) { id in NoteEditor(id: id) }
    /// ```
    ///
    /// Put it inside the ``NavigationStack`` (on its root view or on a page, for the pages above
    /// that page); the last one for a type wins. Outside any stack it does nothing (SwiftUI
    /// ignores it there too).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationModifier(content: self) { navigation, _ in
            navigation.register(data) { AnyView(destination($0)) }
        }
    }

    /// Pushes `destination` onto the enclosing ``NavigationStack`` while `isPresented` is
    /// true, as SwiftUI's `navigationDestination(isPresented:destination:)`: Back (or
    /// `dismiss()` in the page) sets it to `false`.
    ///
    /// ```swift
    /// Button("Sign In") { signedIn = await signIn() }
    ///     .navigationDestination(isPresented: $signedIn) { AccountView() }
    /// ```
    ///
    /// The page goes on top of the stack's path. Outside any stack it does nothing.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let view = AnyView(destination())
        return NavigationDestinationModifier(content: self) { navigation, key in
            guard isPresented.wrappedValue else { return }
            navigation.present(
                NavigationContext.Presented(
                    key: key, view: view, dismiss: { isPresented.wrappedValue = false }))
        }
    }

    /// Pushes `destination(item)` onto the enclosing ``NavigationStack`` while `item` is not
    /// `nil`, as SwiftUI's `navigationDestination(item:destination:)`: Back sets it to `nil`;
    /// another item is another page.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationModifier(content: self) { navigation, key in
            guard let value = item.wrappedValue else { return }
            navigation.present(
                NavigationContext.Presented(
                    key: [key, AnyHashable(value)], view: AnyView(destination(value)),
                    dismiss: { item.wrappedValue = nil }))
        }
    }
}

/// A view that tells its stack's ``NavigationContext`` about a destination, then shows its
/// content.
struct NavigationDestinationModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    /// Registers with the stack's context; the key is the modifier's identity.
    let register: @MainActor (NavigationContext, AnyHashable) -> Void

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        if let navigation = context.environment.navigationContext {
            register(navigation, AnyHashable(path))
        }
        evaluation.expand(content, at: path.appending(.modifier), context: context, into: &output)
    }
}
