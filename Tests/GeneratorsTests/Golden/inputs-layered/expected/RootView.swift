// Created by featuregen. This file is yours: featuregen only rewrites the lines between the
// featuregen:navigation markers, where it registers the features' push destinations.

import SwiftUI

/// The app's root: one NavigationStack whose destinations are registered once, here, starting on the list of features.
/// Show it from the app's `@main`: `RootView(dependencies: AppDependencies(baseURL: …, onAuthInvalid: …))`.
struct RootView: View {
    /// Makes every feature's view model over the app's one HTTP client.
    let dependencies: AppDependencies

    var body: some View {
        NavigationStack {
            FeatureList(dependencies: dependencies)
                // featuregen:navigation:begin
                .navigationDestination(for: Customer.self) { customer in
                    OrdersView(viewModel: dependencies.makeOrdersViewModel(customerId: customer.id))
                }
            // featuregen:navigation:end
        }
    }
}
