// BookmarksFeature.swift — the non-SwiftUI half of a generated feature: model, repository and view model.
// Sample for the SwiftUI stand-in's self-check (Tests/SwiftUIStandIn/check.sh); not part of any target.

import Foundation
import Observation

struct Bookmark: Identifiable, Hashable, Codable, Sendable {
    let id: Int
    let postId: Int
    let title: String
    let createdAt: Date
    var note: String?

    static func sample(_ seed: Int) -> Bookmark {
        Bookmark(
            id: seed,
            postId: seed * 10,
            title: "Post \(seed)",
            createdAt: Date(timeIntervalSince1970: TimeInterval(seed) * 86_400),
            note: seed.isMultiple(of: 2) ? "Read later" : nil
        )
    }
}

struct BookmarksError: LocalizedError, Equatable, Sendable {
    let message: String
    var errorDescription: String? { message }
}

protocol BookmarksRepository: Sendable {
    func fetchBookmarks() async throws -> [Bookmark]
    func removeBookmark(id: Int) async throws
}

struct PreviewBookmarksRepository: BookmarksRepository {
    var bookmarks: [Bookmark] = (1...5).map(Bookmark.sample)

    func fetchBookmarks() async throws -> [Bookmark] { bookmarks }
    func removeBookmark(id: Int) async throws {}
}

@Observable @MainActor final class BookmarksViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded([Bookmark])
        case refreshing([Bookmark])
        case empty
        case failed(BookmarksError)
    }

    private(set) var state: State = .idle
    var searchText = ""

    private let repository: any BookmarksRepository

    init(repository: any BookmarksRepository) {
        self.repository = repository
    }

    static var preview: BookmarksViewModel {
        BookmarksViewModel(repository: PreviewBookmarksRepository())
    }

    var isBusy: Bool {
        switch state {
        case .loading, .refreshing: true
        default: false
        }
    }

    func load() async {
        state = .loading
        await fetch()
    }

    func refresh() async {
        if case .loaded(let items) = state { state = .refreshing(items) }
        await fetch()
    }

    func remove(_ bookmark: Bookmark) async {
        do {
            try await repository.removeBookmark(id: bookmark.id)
            await fetch()
        } catch {
            state = .failed(BookmarksError(message: error.localizedDescription))
        }
    }

    private func fetch() async {
        do {
            let items = try await repository.fetchBookmarks()
            state = items.isEmpty ? .empty : .loaded(items)
        } catch {
            state = .failed(BookmarksError(message: error.localizedDescription))
        }
    }
}

