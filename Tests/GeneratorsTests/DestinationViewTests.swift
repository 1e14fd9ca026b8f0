@testable import Generators
import Regeneration
import SpecModel
import Testing

@Suite("Destination screens: every view a spec's navigation names is generated, once, at one path")
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

    /// Archive comes before Shelf by name and names Shelf's `Book` view without declaring `Book`.
    private let archive = """
        feature: Archive
        model: {name: Box, fields: [{name: id, type: Int}, {name: book, type: Book}]}
        navigation: [{value: Book, destination: BookDetailView}]
        """

    private func destinationFiles(_ specs: [String], kept: [Manifest.Registration] = []) throws -> [String] {
        let sources = specs.enumerated().map { SpecSource(path: "s\($0).yaml", bytes: Array($1.utf8)) }
        let loaded = SpecLoader.load(sources)
        #expect(loaded.diagnostics.isEmpty)
        let context = GenerationContext(features: loaded.features, otherRegistrations: kept)
        let generator = PresetRegistry.clean.generators.first { $0.id == "destinations" }!
        return try GenerationPlan.plan(context, generators: [generator], jobs: 1).get().map(\.path).sorted()
    }

    private let shelfViews = [
        "Features/Shelf/Presentation/BookDetailView.swift", "Features/Shelf/Presentation/SetupWizardView.swift",
    ]

    @Test func aViewIsWrittenOnceByTheFeatureThatDeclaresItsValue() throws {
        #expect(try destinationFiles([wishlist, shelf]) == shelfViews)
        #expect(try destinationFiles([shelf, wishlist]) == shelfViews)
        // A feature first by name that names the view does not take it: its path does not depend on the run.
        #expect(try destinationFiles([archive, shelf, wishlist]) == shelfViews)
        #expect(try destinationFiles([shelf]) == shelfViews)
    }

    @Test func theDeclaringFeatureWritesTheViewWhileAnotherFeatureNamesIt() throws {
        let shelfWithoutPush = shelf.replacingOccurrences(of: "  - {value: Book, destination: BookDetailView}\n", with: "")
        #expect(try destinationFiles([shelfWithoutPush, archive]) == shelfViews)
        #expect(try destinationFiles([shelfWithoutPush]) == ["Features/Shelf/Presentation/SetupWizardView.swift"])
        // A push the manifest keeps for a feature outside the run still needs the view its registration opens.
        let kept = Manifest.Registration(value: "Book", destination: "BookDetailView")
        #expect(try destinationFiles([shelfWithoutPush], kept: [kept]) == shelfViews)
        // A push to another feature's screen opens that screen, which is not a destination view.
        let screen = Manifest.Registration(value: "Book", destination: "ReaderView", screen: "Reader")
        #expect(try destinationFiles([shelfWithoutPush], kept: [screen]) == ["Features/Shelf/Presentation/SetupWizardView.swift"])
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

    @Test(arguments: [
        ("isFavorite", "Favorite"), ("is_paid", "Paid"), ("isHub", "Hub"), ("hasWifi", "Has Wifi"), ("island", "Island"),
        ("is", "Is"), ("isbn", "ISBN"),
    ])
    func aFlagReadsWithoutALeadingIs(_ name: String, _ label: String) {
        #expect(DisplayText.flagLabel(name) == label)
    }

    @Test func aDateReadsWithoutAtAndAWizardButtonWithoutStep() {
        #expect(DisplayText.dateLabel("dueAt") == "Due")
        #expect(DisplayText.dateLabel("placedOn") == "Placed")
        #expect(DisplayText.dateLabel("at") == "At")
        #expect(DisplayText.dateLabel("birthday") == "Birthday")
        #expect(DisplayText.wizardLabel("NewOrderStep") == "New Order")
        #expect(DisplayText.wizardLabel("Step") == "Step")
        #expect(DisplayText.wizardLabel("Filter") == "Filter")
    }

    @Test(arguments: [
        ("tripId", true), ("Trip ID", true), ("user_id", true), ("year", true), ("birthYear", true), ("orderNumber", true),
        ("zipCode", true), ("isbn", true), ("count", false), ("numberOfGuests", false), ("idleMinutes", false),
        ("quantity", false), ("postIds", false),
    ])
    func aWholeNumberNamedAsACodeShowsItsDigits(_ name: String, _ isCode: Bool) {
        #expect(DisplayText.readsAsCode(name) == isCode)
    }

    @Test(arguments: [
        ("cancelAppointment", "Cancel Appointment"), ("cancel", "Cancel"), ("removeMember", "Remove"), ("delete", "Delete"), ("archive", "Archive"),
        ("deleteBookmark", "Delete"), ("membership", "Delete"), ("itemDelete", "Delete"), ("close_account", "Close"),
        ("returnLoan", "Return Loan"), ("checkInBook", "Check In Book"),
    ])
    func aSwipeSaysWhatTheRemovalDoes(_ name: String, _ verb: String) {
        #expect(DisplayText.removalVerb(name) == verb)
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
