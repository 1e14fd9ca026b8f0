import FeaturegenPluginAPI
import SpecModel

/// The request the plugin host writes: the plugin protocol's ``PluginRequest`` with each feature in its canonical
/// encoding (`FeatureSpec`'s own `Encodable`), so every key of the spec format reaches plugins without a mirror
/// of it here. Its JSON is what `PluginRequest` decodes.
struct SpecPluginRequest: Encodable {
    /// The protocol version.
    var protocolVersion = PluginProtocol.version
    /// featuregen's version.
    var featuregenVersion: String
    /// The plugin's `options` from featuregen.yml, as written.
    var options: JSONValue
    /// Every feature of the run, validated, every default filled in.
    var features: [FeatureSpec]
}
