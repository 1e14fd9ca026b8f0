// SwiftUI.swift — a declaration-only stand-in for Apple's SwiftUI framework.
//
// SwiftUI does not exist on Linux. This file is compiled into a module named `SwiftUI` so that the
// SwiftUI code featuregen generates can be *type-checked* on Linux (`swiftc -typecheck -I <dir>`),
// under Swift 6 and strict concurrency, exactly as a client of the real framework would be.
// Nothing here renders anything and nothing here is meant to run: bodies are `fatalError()` or
// the most trivial value that satisfies the compiler.
//
// Signatures follow Apple's documentation for SwiftUI on iOS 17/18 (developer.apple.com,
// "Declaration" sections): generic parameters and constraints, `@ViewBuilder`, `@escaping`,
// `@MainActor`/`nonisolated` isolation, `@Sendable`/`@isolated(any)` closure types, and the
// overload sets that matter for type checking (`LocalizedStringKey` vs. `some StringProtocol`,
// where Apple marks the `StringProtocol` overload `@_disfavoredOverload`). Attributes that Apple's
// documentation does not print but its interface files carry are included where they change
// what type-checks: `@_disfavoredOverload` on every `StringProtocol` overload, so that a string
// literal picks the `LocalizedStringKey` one; `@_inheritActorContext` on `task`; the unavailable
// unconstrained initializers of `Bindable`. The last two say why where they are declared.
// Modifiers return `self` as their opaque `some View`; accessibility modifiers return
// `ModifiedContent<Self, AccessibilityAttachmentModifier>` as Apple's do.
//
// Only the part of SwiftUI that generated code uses is declared: a call that is missing here is
// an error, which is the point. Where a signature could not be confirmed, the stricter choice
// was taken (an overload left out rather than guessed), so that code that type-checks here
// should type-check against the real SDK.
//
// Not declared on purpose: `#Preview` (a DeveloperToolsSupport macro that needs its compiler
// plugin) — see strip_previews.py beside this file, which turns preview blocks into functions.
//
// Where Apple's newest documentation (Xcode 26) spells `@ContentBuilder`, this file uses
// `@ViewBuilder`, its iOS 17/18 spelling.

@_exported import Foundation   // `import SwiftUI` also makes Foundation visible on Apple platforms.
import Observation              // For `Bindable` and `Environment(_: Observable.Type)`. Not re-exported:
                                // a file that uses `@Observable` must import Observation itself.

// MARK: - View

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor var body: Self.Body { get }
}

/// `Never` is the body type of primitive views.
extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// An optional view is a view (it renders nothing when `nil`).
extension Optional: View where Wrapped: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

// MARK: - ViewBuilder

/// A custom parameter attribute that constructs views from closures.
@resultBuilder public struct ViewBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    /// Builds a tuple view from several child views (iOS 17: parameter packs).
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
    /// Produces optional content for an `if` without `else`.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    /// Produces content for the `true` branch of `if`/`else` or the first cases of `switch`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    /// Produces content for the `false` branch of `if`/`else` or the later cases of `switch`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    /// Processes view content for an `if #available` branch.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

/// ViewBuilder is not Sendable (as declared by Apple).
@available(*, unavailable)
extension ViewBuilder: Sendable {}

/// A view created from a Swift tuple of view values.
@frozen public struct TupleView<T> {
    /// The tuple of views.
    public var value: T
    /// Creates a tuple view.
    public init(_ value: T) { self.value = value }
}

/// A tuple view is a view.
extension TupleView: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// Content representing one of two possible children (the result of `if`/`else` and `switch`).
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

/// Conditional content is a view when both branches are views.
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

// MARK: - ViewModifier and ModifiedContent

/// A modifier that you apply to a view, producing a different version of the original value.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

/// The content view type passed to a modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
@frozen public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier
    /// A structure that the defines the content and modifier needed to produce a new view.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// Modified content is a view when its content is a view and its modifier a view modifier.
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A view modifier that adds accessibility properties to the view.
public struct AccessibilityAttachmentModifier: ViewModifier {
    nonisolated init() {}
    /// Primitive modifier.
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Basic views

/// A view that doesn't contain any content.
@frozen public struct EmptyView: View {
    /// Creates an empty view.
    nonisolated public init() {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A type-erased view.
@frozen public struct AnyView: View {
    /// Creates an instance that type-erases `view`.
    nonisolated public init<V>(_ view: V) where V: View {}
    /// Creates an instance that type-erases `view`.
    nonisolated public init<V>(erasing view: V) where V: View {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen public struct Group<Content> {}

/// A group of views is a view.
extension Group: View where Content: View {
    /// Creates a group of views.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A flexible space that expands along the major axis of its containing stack layout.
/// A visual element that separates content: a line between items of a menu or a stack.
@frozen public struct Divider: View {
    /// Creates a divider.
    nonisolated public init() {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

@frozen public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to.
    public var minLength: CGFloat?
    /// Creates a spacer.
    nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

// MARK: - Text and localized strings

/// A type that can be interpolated into a `LocalizedStringKey` with a printf-style specifier.
public protocol _FormatSpecifiable: Equatable {
    /// The C-variadic argument type.
    associatedtype _Arg: CVarArg
    /// The value passed as the C-variadic argument.
    var _arg: Self._Arg { get }
    /// The default format specifier.
    var _specifier: String { get }
}

/// Int is format-specifiable.
extension Int: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}
/// Int32 is format-specifiable.
extension Int32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}
/// Int64 is format-specifiable.
extension Int64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}
/// UInt is format-specifiable.
extension UInt: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}
/// Double is format-specifiable.
extension Double: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Double { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}
/// Float is format-specifiable.
extension Float: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Float { self }
    /// `%f`.
    public var _specifier: String { "%f" }
}

/// The key for a string in a localizable strings file (string literals become keys).
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    private let key: String
    /// Creates a localized string key from the given string value.
    public init(_ value: String) { key = value }
    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) { key = value }
    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = "" }

    /// The contents of a string literal with interpolations, while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// Creates an empty instance ready to be filled with string literal content.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends a literal string.
        public mutating func appendLiteral(_ literal: String) {}
        /// Appends a literal string segment to a string interpolation.
        public mutating func appendInterpolation(_ string: String) {}
        /// Appends an optionally-formatted instance of a Foundation type.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        /// Appends the formatted representation of a nonstring type supported by a format style.
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
        /// Appends a type, convertible to a string by using a default format specifier.
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        /// Appends a type, convertible to a string with a format specifier.
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        /// Appends the string displayed by a text view.
        public mutating func appendInterpolation(_ text: Text) {}
        /// Appends an image.
        public mutating func appendInterpolation(_ image: Image) {}
        /// Appends an attributed string.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
        /// Appends a formatted date.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
    }
}

/// A view that displays one or more lines of read-only text.
@frozen public struct Text: Equatable, Sendable {
    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {}
    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}
    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    /// Creates an instance that displays a localized date using a predefined style.
    public init(_ date: Date, style: Text.DateStyle) {}
    /// Creates a text view that displays the formatted representation of a nonstring type.
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
    /// Creates a text view that displays an attributed string.
    public init(_ attributedContent: AttributedString) {}

    /// A predefined style used to display a `Date`.
    public struct DateStyle: Sendable {
        private init() {}
        /// A style displaying only the time component for a date.
        public static let time = DateStyle()
        /// A style displaying a date.
        public static let date = DateStyle()
        /// A style displaying a date as relative to now.
        public static let relative = DateStyle()
        /// A style displaying a date as offset from now.
        public static let offset = DateStyle()
        /// A style displaying a date as timer counting from now.
        public static let timer = DateStyle()
    }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { self }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { self }
}

/// Text is a view.
extension Text: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A view that displays an image.
@frozen public struct Image: Equatable, Sendable {
    /// Creates a labeled image from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// Creates a system symbol image.
    public init(systemName: String) {}
}

/// An image is a view.
extension Image: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Sendable {
        /// A mode to repeat the image at its original size, as many times as necessary to fill the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }
    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
}

/// A view that asynchronously loads and displays an image.
public struct AsyncImage<Content>: View where Content: View {
    /// Loads and displays a modifiable image from the specified URL using a custom placeholder until the image loads.
    nonisolated public init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I: View, P: View {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

// MARK: - Controls and content views

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    private init() {}
    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole()
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole()
}

/// A control that initiates an action.
public struct Button<Label>: View where Label: View {
    /// Creates a button that displays a custom label.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// Creates a button with a specified role that displays a custom label.
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    /// Creates a button with a role that generates its label from a localized string key.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    nonisolated public init() where Label == EmptyView {}
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    nonisolated public init(@ViewBuilder label: () -> Label) {}
    /// Creates a progress view that generates its label from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    /// Creates a progress view that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
    /// Creates a progress view for showing determinate progress.
    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {}
}

/// A container for attaching a label to a value-bearing view.
public struct LabeledContent<Label, Content> {}

/// Labeled content is a view when label and content are views.
extension LabeledContent: View where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys the value and a label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view (localized title).
    nonisolated public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
    /// Creates a labeled informational view.
    @_disfavoredOverload
    nonisolated public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {}
    /// Creates a labeled informational view from a formatted value.
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
}

/// A control that displays an editable text interface.
public struct TextField<Label>: View where Label: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// A control for navigating to a URL.
public struct Link<Label>: View where Label: View {
    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, destination: URL) where S: StringProtocol {}
}

/// A control that toggles between on and off states.
public struct Toggle<Label>: View where Label: View {
    /// Creates a toggle that displays a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

/// An interface that you display when the content of your app is unavailable to users.
public struct ContentUnavailableView<Label, Description, Actions>: View where Label: View, Description: View, Actions: View {
    /// Creates an interface consisting of a label and additional content.
    nonisolated public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title from a localized string, a system image and a description.
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// A `ContentUnavailableView` that conveys a search state.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { fatalError() }
    /// A `ContentUnavailableView` that conveys a search state for the given query.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { fatalError() }
}

/// The body of a static placeholder search view.
public struct SearchUnavailableContent {
    /// The label of a static placeholder search view.
    public struct Label: View {
        /// Primitive view.
        public typealias Body = Never
        /// Never called.
        public var body: Never { fatalError() }
    }
    /// The description of a static placeholder search view.
    public struct Description: View {
        /// Primitive view.
        public typealias Body = Never
        /// Never called.
        public var body: Never { fatalError() }
    }
    /// The actions of a static placeholder search view.
    public struct Actions: View {
        /// Primitive view.
        public typealias Body = Never
        /// Never called.
        public var body: Never { fatalError() }
    }
}

// MARK: - Stacks, lists and sections

/// A view that arranges its subviews in a vertical line.
@frozen public struct VStack<Content>: View where Content: View {
    /// Creates an instance with the given spacing and horizontal alignment.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
@frozen public struct HStack<Content>: View where Content: View {
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
@frozen public struct ZStack<Content>: View where Content: View {
    /// Creates an instance with the given alignment.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A container that presents rows of data arranged in a single column.
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    /// Creates a list that computes its rows on demand from a collection of identifiable data.
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
    /// Creates a list that identifies its rows based on a key path to the identifier of the data.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
    /// Creates a list that computes its views on demand over a constant range.
    nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {}
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
}

/// ForEach is a view when its content is a view.
extension ForEach: View where Content: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A type of view that generates views from an underlying collection of data.
@MainActor @preconcurrency public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Self.Data { get }
}

/// ForEach generates its views from its data.
extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that computes views on demand from identifiable data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    /// Creates an instance that identifies views by the given key path to the data's identifier.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a constant range.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {}

/// A section is a view when its parts are views.
extension Section: View where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header, footer, and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content and a localized header title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Creates a section with the provided section content and a header title string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

// MARK: - Navigation

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable {
    /// Creates a new, empty navigation path.
    public init() {}
    /// Creates a new navigation path from the contents of a sequence.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {}
    /// The number of elements in this path.
    public var count: Int { 0 }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { true }
    /// Appends a new value to the end of this path.
    public mutating func append<V>(_ value: V) where V: Hashable {}
    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {}
}

/// A view that displays a root view and enables you to present additional views over it.
public struct NavigationStack<Data, Root>: View where Root: View {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    nonisolated public init(@ViewBuilder root: () -> Root) {}
    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

/// A view that controls a navigation presentation.
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    /// Creates a navigation link that presents the destination view.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the link generates from a
    /// localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    /// Creates a navigation link that presents a destination view, with a text label that the link generates from a
    /// title string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {}
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
    /// Creates a navigation link with a text label generated from a localized string key.
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {}
    /// Creates a navigation link with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {}
}

/// A configuration for the title display mode of a navigation bar (iOS).
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

// MARK: - State and data flow

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Default: does nothing.
    public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial wrapped value.
    public init(wrappedValue value: Value) { fatalError() }
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { fatalError() }
    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() { fatalError() }
}

/// State is Sendable when its value is.
extension State: Sendable where Value: Sendable {}

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }
    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }
    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    /// Creates a binding by projecting the base optional value to an unwrapped value.
    public init?(_ base: Binding<Value?>) { fatalError() }
}

/// A binding is Sendable when its value is.
extension Binding: Sendable where Value: Sendable {}
/// A binding is a dynamic property.
extension Binding: DynamicProperty {}
/// A binding to an identifiable value is identifiable.
extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the wrapped value.
    public var id: Value.ID { fatalError() }
}

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value
    /// The bindable wrapper for the object that creates bindings to its properties.
    public var projectedValue: Bindable<Value> { self }
    /// Unavailable unless the value is an `Observable` object. (Apple's interface declares this
    /// unconstrained, unavailable initializer; it is what lets a memberwise initializer take the
    /// wrapped object for an `@Bindable var` property.)
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Unavailable unless the value is an `Observable` object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

/// Bindable is a dynamic property.
extension Bindable: DynamicProperty {}
/// A bindable identifiable object is identifiable.
extension Bindable: Identifiable where Value: Identifiable {
    /// The stable identity of the wrapped object.
    public var id: Value.ID { fatalError() }
}
/// Bindable is Sendable when its value is.
extension Bindable: Sendable where Value: Sendable {}

/// A dynamic property that scales a numeric value.
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
    /// Creates the scaled metric with an unscaled value using the default scaling.
    public init(wrappedValue: Value) { fatalError() }
    /// The value scaled based on the current environment.
    public var wrappedValue: Value { fatalError() }
}

/// A property wrapper that reads a value from a view's environment.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    /// The current value of the environment property.
    public var wrappedValue: Value { fatalError() }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    /// Creates an environment property to read an optional observable object.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

/// Environment is Sendable when its value is.
extension Environment: Sendable where Value: Sendable {}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    public init() {}
    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set {}
    }
    /// A string that represents the contents of the environment values instance.
    public var description: String { "EnvironmentValues" }
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction { fatalError() }
    /// A Boolean value that indicates whether the view associated with this environment is currently presented.
    public var isPresented: Bool { false }
}

/// An action that dismisses a presentation.
@MainActor @preconcurrency public struct DismissAction {
    /// Dismisses the view if it is currently presented.
    public func callAsFunction() {}
}

// MARK: - Styles, colors and fonts

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    private let name: String
    private init(named name: String) { self.name = name }
    /// Creates a color from a color set that you indicate by name.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    /// Creates a constant color from red, green, and blue component values.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    /// A textual representation of the color.
    public var description: String { name }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    /// A context-dependent red color suitable for use in UI elements.
    public static let red = Color(named: "red")
    /// A context-dependent orange color.
    public static let orange = Color(named: "orange")
    /// A context-dependent yellow color.
    public static let yellow = Color(named: "yellow")
    /// A context-dependent green color.
    public static let green = Color(named: "green")
    /// A context-dependent blue color.
    public static let blue = Color(named: "blue")
    /// A context-dependent gray color.
    public static let gray = Color(named: "gray")
    /// A white color suitable for use in UI elements.
    public static let white = Color(named: "white")
    /// A black color suitable for use in UI elements.
    public static let black = Color(named: "black")
    /// A clear color suitable for use in UI elements.
    public static let clear = Color(named: "clear")
    /// The color to use for primary content.
    public static let primary = Color(named: "primary")
    /// The color to use for secondary content.
    public static let secondary = Color(named: "secondary")
    /// A color that reflects the accent color of the system or app.
    public static var accentColor: Color { Color(named: "accent") }
    /// Returns a version of the color with the given opacity.
    public func opacity(_ opacity: Double) -> Color { self }
}

/// Color is a view.
extension Color: View {
    /// Primitive view.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// Color is a shape style.
extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    /// A context-dependent red color.
    public static var red: Color { .red }
    /// A context-dependent orange color.
    public static var orange: Color { .orange }
    /// A context-dependent yellow color.
    public static var yellow: Color { .yellow }
    /// A context-dependent green color.
    public static var green: Color { .green }
    /// A context-dependent blue color.
    public static var blue: Color { .blue }
    /// A context-dependent gray color.
    public static var gray: Color { .gray }
    /// A white color.
    public static var white: Color { .white }
    /// A black color.
    public static var black: Color { .black }
    /// A clear color.
    public static var clear: Color { .clear }
}

/// A shape style that maps to one of the numbered content styles.
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    private init() {}
    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle()
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle()
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle()
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// An environment-dependent font.
@frozen public struct Font: Hashable, Sendable {
    private let name: String
    private init(named name: String) { self.name = name }

    /// A font with the large title text style.
    public static let largeTitle = Font(named: "largeTitle")
    /// A font with the title text style.
    public static let title = Font(named: "title")
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font(named: "title2")
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font(named: "title3")
    /// A font with the headline text style.
    public static let headline = Font(named: "headline")
    /// A font with the subheadline text style.
    public static let subheadline = Font(named: "subheadline")
    /// A font with the body text style.
    public static let body = Font(named: "body")
    /// A font with the callout text style.
    public static let callout = Font(named: "callout")
    /// A font with the footnote text style.
    public static let footnote = Font(named: "footnote")
    /// A font with the caption text style.
    public static let caption = Font(named: "caption")
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font(named: "caption2")

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { .body }
    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { .body }
    /// Adds bold styling to the font.
    public func bold() -> Font { self }
    /// Adds italics to the font.
    public func italic() -> Font { self }
    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { self }
    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { self }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The largeTitle text style.
        case largeTitle
        /// The title text style.
        case title
        /// The title2 text style.
        case title2
        /// The title3 text style.
        case title3
        /// The headline text style.
        case headline
        /// The subheadline text style.
        case subheadline
        /// The body text style.
        case body
        /// The callout text style.
        case callout
        /// The footnote text style.
        case footnote
        /// The caption text style.
        case caption
        /// The caption2 text style.
        case caption2
    }
    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The default font design.
        case `default`
        /// The serif font design.
        case serif
        /// The rounded font design.
        case rounded
        /// The monospaced font design.
        case monospaced
    }
    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        private let value: Double
        private init(value: Double) { self.value = value }
        /// Ultra light.
        public static let ultraLight = Weight(value: -0.8)
        /// Thin.
        public static let thin = Weight(value: -0.6)
        /// Light.
        public static let light = Weight(value: -0.4)
        /// Regular.
        public static let regular = Weight(value: 0)
        /// Medium.
        public static let medium = Weight(value: 0.23)
        /// Semibold.
        public static let semibold = Weight(value: 0.3)
        /// Bold.
        public static let bold = Weight(value: 0.4)
        /// Heavy.
        public static let heavy = Weight(value: 0.56)
        /// Black.
        public static let black = Weight(value: 0.62)
    }
}

// MARK: - Layout values

/// An alignment position along the horizontal axis.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(id: 0)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(id: 1)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(id: 2)
}

/// An alignment position along the vertical axis.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(id: 0)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(id: 1)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(id: 2)
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// An alignment in both axes.
@frozen public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment
    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// A guide that marks the center of the view.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// A guide that marks the leading edge of the view.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// A guide that marks the top edge of the view.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// A guide that marks the top and trailing edges of the view.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// A guide that marks the bottom and leading edges of the view.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// A guide that marks the bottom and trailing edges of the view.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An enumeration to indicate one edge of a rectangle.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// An efficient set of edges.
    @frozen public struct Set: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int8
        /// Creates a set of edges from a raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates an instance containing just `e`.
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    @frozen public struct Set: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int8
        /// Creates a set of axes from a raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// The inset distances for the sides of a rectangle.
@frozen public struct EdgeInsets: Equatable, Sendable {
    /// The distance from the top edge.
    public var top: CGFloat
    /// The distance from the leading edge.
    public var leading: CGFloat
    /// The distance from the bottom edge.
    public var bottom: CGFloat
    /// The distance from the trailing edge.
    public var trailing: CGFloat
    /// Creates edge insets with the given distances.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// An edge on the horizontal axis.
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// The visibility of a UI element, chosen automatically based on the platform, context and other factors.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}

// MARK: - Presentation

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    private let id: String
    private init(id: String) { self.id = id }
    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(id: "medium")
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(id: "large")
    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(id: "fraction") }
    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: "height") }
}

// MARK: - Accessibility

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    /// Child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(id: 0)
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(id: 1)
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(id: 2)
}

// MARK: - List styles

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle {
    /// Creates a default list style.
    public init() {}
}
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    /// Creates a plain list style.
    public init() {}
}
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    /// Creates a grouped list style.
    public init() {}
}
/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    /// Creates an inset list style.
    public init() {}
}
/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates an inset grouped list style.
    public init() {}
}
/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle {
    /// Creates a sidebar list style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: - Toolbars

/// Conforming types represent items that can be placed in various locations in a toolbar.
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor var body: Self.Body { get }
}

/// `Never` is the body type of primitive toolbar content.
extension Never: ToolbarContent {}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder public struct ToolbarContentBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    /// Passes a single toolbar content through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    /// Builds toolbar content from several children.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> where repeat each Content: ToolbarContent { fatalError() }
    /// Produces optional toolbar content for an `if` without `else`.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
    /// Produces toolbar content for the first branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { fatalError() }
    /// Produces toolbar content for the second branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { fatalError() }
}

/// Optional toolbar content is toolbar content.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Never called.
    public var body: Never { fatalError() }
}

/// Conditional toolbar content is toolbar content.
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// Never called.
    public var body: Never { fatalError() }
}

/// Toolbar content created from a Swift tuple of toolbar content.
public struct TupleToolbarContent<T>: ToolbarContent {
    /// Primitive toolbar content.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    /// The system places the item automatically.
    public static let automatic = ToolbarItemPlacement(id: 0)
    /// The system places the item in the principal item section.
    public static let principal = ToolbarItemPlacement(id: 1)
    /// The item represents a navigation action.
    public static let navigation = ToolbarItemPlacement(id: 2)
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(id: 3)
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(id: 4)
    /// The item represents a change in status for the current context.
    public static let status = ToolbarItemPlacement(id: 5)
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(id: 6)
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(id: 7)
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(id: 8)
    /// The item is placed in the keyboard section.
    public static let keyboard = ToolbarItemPlacement(id: 9)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(id: 10)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(id: 11)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(id: 12)
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    /// Primitive toolbar content.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// MARK: - View modifiers: navigation

extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }
    /// Configures the view's title for purposes of navigation, using a localized string.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }
    /// Configures the title display mode for this view (iOS).
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Associates a destination view with a presented data type for use within a navigation stack.
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { self }
    /// Associates a destination view with a binding that can be used to push the view onto a stack.
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View { self }
}

// MARK: - View modifiers: lifecycle and asynchronous work

extension View {
    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Adds a modifier for this view that fires an action when a specific value changes.
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { self }
    /// Adds a modifier for this view that fires an action when a specific value changes.
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { self }

    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// iOS 18 SDK form. `@_inheritActorContext` is in Apple's interface though not printed in the
    /// documentation: it makes the closure inherit the caller's (main-actor) isolation, which is
    /// why `.task { await viewModel.load() }` type-checks in a view.
    nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    /// Adds a task to perform before this view appears or when a specified value changes.
    nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View where T: Equatable { self }
    /// Marks this view as refreshable.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// Marks this view as searchable, with a localized prompt.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }
    /// Marks this view as searchable, with a prompt from a string.
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol { self }
}

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    /// SwiftUI places the search field automatically.
    public static let automatic = SearchFieldPlacement()
    /// The search field is in the navigation bar (iOS: the drawer or the toolbar).
    public static let toolbar = SearchFieldPlacement()
}

// MARK: - View modifiers: presentation

extension View {
    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }
    /// Sets the available detents for the enclosing sheet.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// Sets the visibility of the drag indicator on top of a sheet.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// Presents an alert when a given condition is true, using a localized string key for the title.
    nonisolated public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View { self }
    /// Presents an alert with a message when a given condition is true.
    nonisolated public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }
    /// Presents a confirmation dialog when a given condition is true, using a localized string key for the title.
    nonisolated public func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View { self }
}

// MARK: - View modifiers: accessibility

extension View {
    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Communicates to the user what happens after performing the view's action.
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Communicates to the user what happens after performing the view's action.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Specifies whether to hide this view from system accessibility features.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Creates a new accessibility element, or modifies the behavior of the element and its children.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { self }
    /// Communicates to the user what happens after performing the view's action.
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { self }
    /// Communicates to the user what happens after performing the view's action.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { self }
}

// MARK: - View modifiers: text and appearance

extension View {
    /// Sets the default font for text in this view.
    nonisolated public func font(_ font: Font?) -> some View { self }
    /// Sets a view's foreground elements to use a given style.
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    /// Places an observable object in the view's environment.
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }
}

// MARK: - View modifiers: layout

extension View {
    /// Adds different padding amounts to each edge of this view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
    /// Adds an equal padding amount to specific edges of this view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// Adds a specific padding amount to each edge of this view.
    nonisolated public func padding(_ length: CGFloat) -> some View { self }
    /// Positions this view within an invisible frame with the specified size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// Positions this view within an invisible frame having the specified size constraints.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// Positions this view within an invisible frame with a size relative to the nearest container.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
    /// Scales this view to fill its parent.
    nonisolated public func scaledToFill() -> some View { self }
    /// Scales this view to fit its parent.
    nonisolated public func scaledToFit() -> some View { self }
    /// Clips this view to its bounding rectangular frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
    /// Sets the maximum number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }
    /// Layers the views that you specify in front of this view.
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    /// Layers the views that you specify behind this view.
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
}

// MARK: - View modifiers: lists and toolbars

extension View {
    /// Sets the style for lists within this view.
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
    /// Adds custom swipe actions to a row in a list.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View { self }
    nonisolated public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T: View { self }
    /// Populates the toolbar or navigation bar with the specified views.
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }
    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent { self }
}
