// BookmarksView.swift — written the way featuregen will generate a feature's view.
// Sample for the SwiftUI stand-in's self-check (Tests/SwiftUIStandIn/check.sh); not part of any target.

import SwiftUI

struct BookmarksView: View {
    @State private var viewModel: BookmarksViewModel
    @State private var editingBookmark: Bookmark?
    @State private var isShowingHelp = false

    init(viewModel: BookmarksViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .navigationTitle("Bookmarks")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isShowingHelp = true
                    } label: {
                        Label("Help", systemImage: "questionmark.circle")
                    }
                    .disabled(viewModel.isBusy)
                }
            }
            .task { await viewModel.load() }
            .task(id: viewModel.searchText) {
                // A task closure inherits the view's main-actor isolation, so it may set view state directly.
                editingBookmark = nil
                await viewModel.refresh()
            }
            .refreshable { await viewModel.refresh() }
            .sheet(item: $editingBookmark) { bookmark in
                BookmarkNoteEditor(bookmark: bookmark)
                    .presentationDetents([.medium, .large, .fraction(0.25), .height(300)])
                    .presentationDragIndicator(.visible)
            }
            .sheet(isPresented: $isShowingHelp) {
                Text("Swipe a bookmark to remove it.")
                    .padding()
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView().accessibilityLabel("Loading bookmarks")
        case .empty:
            ContentUnavailableView("No Bookmarks", systemImage: "tray", description: Text("Saved posts appear here."))
        case .failed(let error):
            ContentUnavailableView {
                Label("Couldn't load Bookmarks", systemImage: "exclamationmark.triangle")
            } description: {
                Text(error.localizedDescription)
            } actions: {
                Button("Retry") { Task { await viewModel.load() } }
            }
        case .loaded(let items), .refreshing(let items):
            List(items) { item in
                NavigationLink(value: item) {
                    row(item)
                }
                .accessibilityElement(children: .combine)
                .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                    Button(role: .destructive) {
                        Task { await viewModel.remove(item) }
                    } label: {
                        Label("Remove", systemImage: "trash")
                    }
                    Button("Edit note") { editingBookmark = item }
                }
            }
            .listStyle(.plain)
            .overlay(alignment: .top) {
                if case .refreshing = viewModel.state {
                    ProgressView("Refreshing")
                }
            }
        }
    }

    private func row(_ item: Bookmark) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(item.title).font(.headline)
            LabeledContent("Note", value: item.note ?? "")
            LabeledContent("Post", value: item.postId, format: .number)
            HStack {
                Text(item.createdAt, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                if item.note != nil {
                    Image(systemName: "note.text")
                        .foregroundStyle(Color.blue)
                        .accessibilityHidden(true)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityHint("Opens the post")
    }
}

#if DEBUG
#Preview("Loaded") {
    NavigationStack { BookmarksView(viewModel: BookmarksViewModel.preview) }
}

#Preview("Empty") {
    // A preview body is a @ViewBuilder closure: it may declare values before its view.
    let viewModel = BookmarksViewModel(repository: PreviewBookmarksRepository(bookmarks: []))
    NavigationStack {
        BookmarksView(viewModel: viewModel)
            .navigationTitle("Empty } state {")   // braces inside a string don't end the preview
    }
}
#endif
