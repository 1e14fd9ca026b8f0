// Created by featuregen. This file is yours: featuregen only rewrites the lines between the
// featuregen:navigation markers, where it registers the features' push destinations.

import SwiftUI

/// The app's main view: one NavigationStack whose destinations are registered once, here, starting on the list of
/// features. Show it from the app's `@main`: `MainView(dependencies: AppDependencies(baseURL: …, onAuthInvalid: …))`.
struct MainView: View {
    /// Makes every feature's view model over the app's one API client.
    let dependencies: AppDependencies
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            FeatureList(dependencies: dependencies)
                // featuregen:navigation:begin
                .navigationDestination(for: Customer.self) { customer in
                    OrdersView(viewModel: dependencies.makeOrdersViewModel(customerId: customer.id))
                }
            // featuregen:navigation:end
        }
    }
}
