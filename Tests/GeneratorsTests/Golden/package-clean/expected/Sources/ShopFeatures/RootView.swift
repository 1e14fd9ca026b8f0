// Created by featuregen. This file is yours: featuregen only rewrites the lines between the
// featuregen:navigation markers, where it registers the features' push destinations.

import ShopDomain
import SwiftUI

/// The app's root: one NavigationStack whose destinations are registered once, here, starting on the list of features.
/// Show it from the app's `@main`: `RootView(dependencies: AppDependencies(baseURL: …, onAuthInvalid: …))`.
public struct RootView: View {
    /// Makes every feature's view model over the app's one HTTP client.
    public let dependencies: AppDependencies

    public var body: some View {
        NavigationStack {
            FeatureList(dependencies: dependencies)
                // featuregen:navigation:begin
                .navigationDestination(for: Article.self) { article in
                    ArticleDetailView(article: article)
                }
                .navigationDestination(for: Bookmark.self) { bookmark in
                    BookmarkDetailView(bookmark: bookmark)
                }
                .navigationDestination(for: CatalogItem.self) { catalogItem in
                    CatalogItemDetailView(catalogItem: catalogItem, reload: dependencies.reloadCatalogItem)
                }
                .navigationDestination(for: Item.self) { item in
                    ItemDetailView(item: item)
                }
                .navigationDestination(for: Order.self) { order in
                    OrderConfirmationView(order: order)
                }
            // featuregen:navigation:end
        }
    }

    /// Creates a value from its properties.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }
}
