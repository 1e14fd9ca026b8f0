import SwiftUI

/// The app's own root view, written by hand.
struct RootView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            // The home screen, with a brace in a string: "{" and a comment { that must not confuse the scanner.
            HomeView()
                .navigationTitle("Home")
        }
        .font(.body)
    }
}
