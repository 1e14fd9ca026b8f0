// Created by featuregen. This file is yours: featuregen only rewrites the lines between the
// featuregen:navigation markers, where it registers the features' push destinations.

import SwiftUI

/// The app's root: one NavigationStack whose destinations are registered once, here.
struct RootView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView("Add your first screen here", systemImage: "square.stack")
                // featuregen:navigation:begin
                .navigationDestination(for: CatalogItem.self) { catalogItem in
                    CatalogItemDetailView(catalogItem: catalogItem)
                }
            // featuregen:navigation:end
        }
    }
}
