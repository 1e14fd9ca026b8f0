// RootView.swift — the app's root NavigationStack, where featuregen registers each feature's destinations.
// Sample for the SwiftUI stand-in's self-check (Tests/SwiftUIStandIn/check.sh); not part of any target.

import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationStack {
            BookmarksView(viewModel: .preview)
                // featuregen:navigation:begin
                .navigationDestination(for: Bookmark.self) { bookmark in BookmarkDetailView(bookmark: bookmark) }
                // featuregen:navigation:end
        }
    }
}

#Preview { RootView() }
