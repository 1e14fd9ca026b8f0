// Created by featuregen. This file is yours: featuregen only rewrites the lines between the
// featuregen:navigation markers, where it registers the features' push destinations.

import SwiftUI

/// The app's main view: one NavigationStack whose destinations are registered once, here.
struct MainView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            BookmarksView()
                // featuregen:navigation:begin
                .navigationDestination(for: Bookmark.self) { bookmark in
                    BookmarkDetailView(bookmark: bookmark)
                }
            // featuregen:navigation:end
        }
    }
}
