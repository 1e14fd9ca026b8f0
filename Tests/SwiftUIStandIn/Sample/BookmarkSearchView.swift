// BookmarkSearchView.swift — a second generated-style screen: search, a path-driven stack, an alert, a form.
// Sample for the SwiftUI stand-in's self-check (Tests/SwiftUIStandIn/check.sh); not part of any target.

import SwiftUI

struct BookmarkSearchView: View {
    @State private var viewModel: BookmarksViewModel
    @State private var path = NavigationPath()
    @State private var isConfirmingClear = false
    @State private var progress = 0.0

    init(viewModel: BookmarksViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if case .loaded(let items) = viewModel.state, !items.isEmpty {
                    results(items)
                } else if viewModel.isBusy {
                    ProgressView(value: progress)
                } else if viewModel.searchText.isEmpty {
                    ContentUnavailableView.search
                } else {
                    ContentUnavailableView.search(text: viewModel.searchText)
                }
            }
            .navigationTitle(Text("Search"))
            .navigationDestination(for: Bookmark.self) { BookmarkDetailView(bookmark: $0) }
            .toolbar {
                Button("Clear", role: .destructive) { isConfirmingClear = true }
            }
            .alert("Clear the search?", isPresented: $isConfirmingClear) {
                Button("Clear", role: .destructive) { viewModel.searchText = "" }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("\(path.count) screens are open.")
            }
            .onChange(of: viewModel.searchText) { _, newValue in
                progress = newValue.isEmpty ? 0 : 1
            }
        }
    }

    private func results(_ items: [Bookmark]) -> some View {
        List {
            Section {
                SearchField(viewModel: viewModel)
            }
            Section {
                ForEach(items) { item in
                    Button {
                        path.append(item)
                    } label: {
                        Label {
                            Text(item.title)
                        } icon: {
                            Image(systemName: item.note == nil ? "bookmark" : "bookmark.fill")
                        }
                    }
                }
            } header: {
                Text("\(items.count) results")
            } footer: {
                Text("Saved \(items.count, specifier: "%d") posts")
            }
        }
        .listStyle(.insetGrouped)
        .background(alignment: .bottom) {
            Color.clear.frame(height: 1)
        }
    }
}

private struct SearchField: View {
    @Bindable var viewModel: BookmarksViewModel

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Image(systemName: "magnifyingglass")
                .accessibilityHidden(true)
            TextField("Search", text: $viewModel.searchText)
            // Under Swift 6 a Binding(get:set:) closure is @Sendable: it must say it runs on the main actor.
            TextField("Search (manual binding)", text: Binding(
                get: { @MainActor in viewModel.searchText },
                set: { @MainActor in viewModel.searchText = $0 }
            ))
        }
        .padding(EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        .font(.system(.body, design: .rounded))
    }
}

#Preview("Search") {
    BookmarkSearchView(viewModel: .preview)
}
