@testable import Generators
import Regeneration
import SpecModel
import Testing

@Suite("Destination screens: every view a spec's navigation names is generated, once")
struct DestinationViewTests {
    private let shelf = """
        feature: Shelf
        model: {name: Book, fields: [{name: id, type: Int}, {name: title, type: String}]}
        types: [{name: SetupStep, cases: [name, review]}]
        navigation:
          - {value: Book, destination: BookDetailView}
          - {value: SetupStep, destination: SetupWizardView, style: sheet}
        """
    private let wishlist = """
        feature: Wishlist
        model: {name: Wish, fields: [{name: id, type: Int}]}
        navigation: [{value: Book, destination: BookDetailView}]
        """

    private func destinationFiles(_ specs: [String], otherOwners: [String: String] = [:]) throws -> [String] {
        let sources = specs.enumerated().map { SpecSource(path: "s\($0).yaml", bytes: Array($1.utf8)) }
        let loaded = SpecLoader.load(sources)
        #expect(loaded.diagnostics.isEmpty)
        var context = GenerationContext(features: loaded.features)
        context.otherDestinationOwners = otherOwners
        let generator = PresetRegistry.clean.generators.first { $0.id == "destinations" }!
        return try GenerationPlan.plan(context, generators: [generator], jobs: 1).get().map(\.path).sorted()
    }

    @Test func aViewTwoFeaturesNameIsWrittenOnceByTheFirstByName() throws {
        let expected = [
            "Features/Shelf/Presentation/BookDetailView.swift", "Features/Shelf/Presentation/SetupWizardView.swift",
        ]
        #expect(try destinationFiles([wishlist, shelf]) == expected)
        #expect(try destinationFiles([shelf, wishlist]) == expected)
    }

    @Test func aViewAFeatureOutsideTheRunOwnsIsNotWrittenAgain() throws {
        #expect(
            try destinationFiles([wishlist, shelf], otherOwners: ["BookDetailView": "Library"])
                == ["Features/Shelf/Presentation/SetupWizardView.swift"])
        // An owner outside the run that comes later by name gives the view to the run's first feature.
        #expect(
            try destinationFiles([wishlist, shelf], otherOwners: ["BookDetailView": "Zoo"])
                == ["Features/Shelf/Presentation/BookDetailView.swift", "Features/Shelf/Presentation/SetupWizardView.swift"])
    }

    @Test(arguments: [
        ("thumbnailURL", "Thumbnail URL"), ("postId", "Post ID"), ("id", "ID"), ("URLSession", "URL Session"),
        ("line1", "Line 1"), ("NewItemStep", "New Item Step"), ("isFavorite", "Is Favorite"), ("avatarURL", "Avatar URL"),
        ("snake_case_name", "Snake Case Name"), ("x", "X"), ("imageURLs", "Image URLs"), ("userIDsCount", "User IDs Count"),
        ("APIsTotal", "APIs Total"), ("HTTPServer", "HTTP Server"),
    ])
    func labelsReadAsWords(_ name: String, _ label: String) {
        #expect(DisplayText.label(name) == label)
    }

    @Test func anEmptyScreenSaysWhatIsMissing() {
        #expect(DisplayText.emptyHeadline(for: .array(.named("CatalogItem"))) == "No catalog items yet")
        #expect(DisplayText.emptyHeadline(for: .optional(.array(.named("Category")))) == "No categories yet")
        #expect(DisplayText.emptyHeadline(for: .array(.named("Address"))) == "No addresses yet")
        #expect(DisplayText.emptyHeadline(for: .array(.named("Day"))) == "No days yet")
        #expect(DisplayText.emptyHeadline(for: .optional(.named("Cart"))) == "No cart yet")
        #expect(DisplayText.emptyHeadline(for: .array(.named("String"))) == nil)
        #expect(DisplayText.emptyHeadline(for: .dictionary(key: .named("String"), value: .named("Int"))) == nil)
    }
}
