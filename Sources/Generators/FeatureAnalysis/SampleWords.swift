/// Words for labels: `NewItemStep` → `New Item Step`.
enum SampleWords {
    /// `name` with a space before each capital letter after the first character.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(character)
        }
        return result
    }
}
