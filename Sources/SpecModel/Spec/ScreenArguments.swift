/// How a pushed value opens another feature's screen: each of that screen's inputs read from the value.
///
/// A spec may push a value to the screen of a feature in the run (`destination: OrdersView`); the root's
/// registration then makes that screen's view model with its inputs taken from the value. An input is the value
/// itself when it has the value's type, else the value's field of its name and type (`customerId` from a field
/// `customerId`), else, for an input named after the value and one of its fields (`customerId` for a `Customer`'s
/// `id`), that field.
public enum ScreenArguments {
    /// One input and where it comes from.
    public struct Binding: Sendable, Equatable {
        /// The input's name: the argument label of the view-model maker.
        public var input: String
        /// The value's field it reads, or nil for the value itself.
        public var field: String?
    }

    /// The bindings of `inputs` to a pushed value of type `value` whose fields are `fields` (nil for an enum), or the
    /// first input the value cannot give.
    public static func bind(_ inputs: [Field], value: String, fields: [Field]?) -> Result<[Binding], Unbound> {
        var bindings: [Binding] = []
        let stem = value.prefix(1).lowercased() + value.dropFirst()
        for input in inputs {
            if input.type == .named(value) {
                bindings.append(Binding(input: input.name, field: nil))
            } else if let field = fields?.first(where: { $0.name == input.name && $0.type == input.type })
                ?? fields?.first(where: { stem + Self.upperFirst($0.name) == input.name && $0.type == input.type })
            {
                bindings.append(Binding(input: input.name, field: field.name))
            } else {
                return .failure(Unbound(input: input))
            }
        }
        return .success(bindings)
    }

    /// An input a pushed value cannot give.
    public struct Unbound: Error, Sendable {
        /// The input.
        public var input: Field
    }

    /// The screens and pushed types of a run's features, looked up by name: made once per run, so that finding what
    /// each push opens does not go through every feature again (a run of many features has about as many pushes).
    public struct Targets: Sendable {
        /// Each feature's screen by its view's name (`OrdersView`): the feature and its inputs; the first feature wins.
        private var screens: [String: (feature: String, inputs: [Field])] = [:]
        /// The fields of each type a feature declares as its model or a structure, from the first feature declaring it
        /// so; a feature whose structure shares its model's name gives the structure's.
        private var fields: [String: [Field]] = [:]
        /// Whether the first feature whose model is each type can reload it (``FeatureSpec/reloadEndpoint``).
        private var reloads: [String: Bool] = [:]

        /// The targets of `features`.
        public init(_ features: [FeatureSpec]) {
            for feature in features {
                if screens[feature.name + "View"] == nil {
                    screens[feature.name + "View"] = (feature.name, feature.inputs)
                }
                if reloads[feature.model.name] == nil {
                    reloads[feature.model.name] = feature.reloadEndpoint != nil
                }
                var declared: [String: [Field]] = [feature.model.name: feature.model.fields]
                for type in feature.types {
                    if case .structure(let typeFields) = type.kind { declared[type.name] = typeFields }
                }
                fields.merge(declared) { first, _ in first }
            }
        }

        /// The feature whose screen a push to `destination` opens, with its inputs bound to the pushed value; nil
        /// when the destination is a view of its own (or its inputs cannot be bound, which validation reports).
        public func opening(_ destination: Destination) -> (feature: String, bindings: [Binding])? {
            guard destination.style == .push, let screen = screens[destination.destination] else { return nil }
            let bound = bind(screen.inputs, value: destination.value, fields: fields[destination.value])
            guard case .success(let bindings) = bound else { return nil }
            return (screen.feature, bindings)
        }

        /// The name of the dependencies' method a pushed model value's detail screen reloads it through
        /// (`reloadItem`), when `destination` is such a screen and the value's feature has a
        /// ``FeatureSpec/reloadEndpoint``; nil otherwise.
        public func reload(_ destination: Destination) -> String? {
            guard destination.style == .push, opening(destination) == nil, reloads[destination.value] == true else {
                return nil
            }
            return reloadMethod(of: destination.value)
        }
    }

    /// `reloadItem` for the model `Item`.
    public static func reloadMethod(of model: String) -> String { "reload\(model)" }

    private static func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}
