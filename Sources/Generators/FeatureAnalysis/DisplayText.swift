import SpecModel

/// Words people read, made from identifiers: `thumbnailURL` → `Thumbnail URL`, `postId` → `Post ID`,
/// `NewItemStep` → `New Item Step`.
enum DisplayText {
    /// Initialisms that read as capitals whatever the identifier's case.
    private static let initialisms: Set<String> = ["id", "url", "uuid", "api", "html", "json", "pdf", "sku", "vat", "isbn"]

    /// "No orders yet" for a list of `Order` (or an optional one), "No cart yet" for a single `Cart`; nil for other
    /// content (a dictionary, a built-in value), which keeps the screen's own wording.
    static func emptyHeadline(for content: TypeRef) -> String? {
        switch content {
        case .optional(let wrapped): return emptyHeadline(for: wrapped)
        case .array(.named(let name)) where BuiltinType(name) == nil: return "No \(plural(label(name).lowercased())) yet"
        case .named(let name) where BuiltinType(name) == nil: return "No \(label(name).lowercased()) yet"
        default: return nil
        }
    }

    /// English plural of the last word of `words`: `category` → `categories`, `address` → `addresses`.
    static func plural(_ words: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if words.hasSuffix("y"), let before = words.dropLast().last, !vowels.contains(before) {
            return words.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: words.hasSuffix) { return words + "es" }
        return words + "s"
    }

    /// Whether a whole number named `name` is an identifier or a code rather than a quantity (`tripId`, `year`,
    /// `orderNumber`, `zipCode`): shown as its digits, since grouping would print ID 1234 as "1,234" and 2026 as "2,026".
    /// `name` may be a label already (`Trip ID`).
    static func readsAsCode(_ name: String) -> Bool {
        let lastWord = name.split(separator: " ").last.map { label(String($0)) } ?? ""
        return codeWords.contains(lastWord.split(separator: " ").last.map { $0.lowercased() } ?? "")
    }

    /// The last words of ``readsAsCode(_:)``.
    private static let codeWords: Set<String> = ["id", "number", "code", "year", "zip", "pin", "sku", "isbn"]

    /// The label of a `Date` field: ``label(_:)`` without a last "At" or "On" (`dueAt` → `Due`, `placedOn` →
    /// `Placed`), since the date beside it says when.
    static func dateLabel(_ name: String) -> String {
        let words = label(name).split(separator: " ")
        guard words.count > 1, let last = words.last, last == "At" || last == "On" else { return label(name) }
        return words.dropLast().joined(separator: " ")
    }

    /// What a button that starts a wizard over the step enum `name` says: ``label(_:)`` without a last "Step"
    /// (`NewOrderStep` → `New Order`).
    static func wizardLabel(_ name: String) -> String {
        let words = label(name).split(separator: " ")
        guard words.count > 1, words.last == "Step" else { return label(name) }
        return words.dropLast().joined(separator: " ")
    }

    /// The label of a `Bool` field, which shows as Yes or No or a checkmark: ``label(_:)`` without a leading "Is"
    /// (`isFavorite` → `Favorite`), so it reads "Favorite: Yes" rather than "Is Favorite: Yes".
    static func flagLabel(_ name: String) -> String {
        let label = label(name)
        return label.hasPrefix("Is ") ? String(label.dropFirst(3)) : label
    }

    /// The swipe button of a removal: the verb its name starts with when it is one that takes something away
    /// (`closeAccount` → `Close`, `removeMember` → `Remove`), so the button says what the endpoint does. A name of
    /// several words that starts with another verb says it in its words (`returnLoan` → `Return Loan`, never a
    /// "Delete" that hides what happens); a name of one word, or one that only ends in `delete`, is `Delete`.
    /// "Cancel" alone reads as dismissing, so a cancel keeps its object: `cancelAppointment` → `Cancel Appointment`.
    static func removalVerb(_ name: String) -> String {
        let words = label(name)
        let parts = words.split(separator: " ").map(String.init)
        let verb = parts.first ?? ""
        guard removalVerbs.contains(verb.lowercased()) else {
            let endsInRemoval = parts.last.map { removalVerbs.contains($0.lowercased()) } ?? false
            return parts.count > 1 && !endsInRemoval ? words : "Delete"
        }
        return verb == "Cancel" ? words : verb
    }

    /// Verbs that name taking a value off a list.
    private static let removalVerbs: Set<String> = [
        "archive", "ban", "block", "cancel", "clear", "close", "deactivate", "decline", "delete", "detach", "disable",
        "discard", "dismiss", "drop", "end", "erase", "hide", "kick", "leave", "mute", "purge", "reject", "remove",
        "revoke", "stop", "terminate", "trash", "unfollow", "unlink", "unpin", "unsave", "unsubscribe", "void",
        "withdraw",
    ]

    /// `name` split into capitalized words: a new word starts at a capital after a lowercase letter or digit, at the
    /// last capital of a run of capitals followed by a lowercase letter (`URLSession` → `URL Session`) unless that
    /// letter is a plural `s` (`imageURLs` → `Image URLs`), and at the first digit after a letter (`line1` → `Line 1`).
    static func label(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var starts = false
            if let previous, character.isUppercase {
                starts = previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && next?.isLowercase == true && !endsPlural(characters, after: index))
            } else if let previous, character.isNumber, previous.isLetter {
                starts = true
            }
            if character == "_" || character == "-" || character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if starts, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words.map { word in
            initialisms.contains(word.lowercased()) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// Whether the character after `index` is the plural `s` of a run of capitals (`URLs`, `IDs`): a lone `s` that
    /// ends the word, so `imageURLs` reads `Image URLs`, not `Image UR Ls`.
    private static func endsPlural(_ characters: [Character], after index: Int) -> Bool {
        guard index + 1 < characters.count, characters[index + 1] == "s" else { return false }
        return index + 2 == characters.count || !characters[index + 2].isLowercase
    }
}
