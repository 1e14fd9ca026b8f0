// BookmarkDetailView.swift — the destination registered at the root, plus the note editor sheet.
// Sample for the SwiftUI stand-in's self-check (Tests/SwiftUIStandIn/check.sh); not part of any target.

import SwiftUI

struct BookmarkDetailView: View {
    let bookmark: Bookmark

    var body: some View {
        List {
            Section("Post") {
                LabeledContent("Title", value: bookmark.title)
                LabeledContent("Saved", value: bookmark.createdAt, format: .dateTime)
            }
            Section {
                if let note = bookmark.note {
                    Text(note)
                } else {
                    Text("No note").foregroundStyle(.secondary)
                }
            } header: {
                Text("Note")
            }
            Section {
                ForEach(["Share", "Open"], id: \.self) { action in
                    Text(action)
                }
                if #available(iOS 18, *) {
                    badge
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(bookmark.title)
        .navigationBarTitleDisplayMode(.inline)
    }

    private var badge: AnyView {
        AnyView(Label("Saved", systemImage: "checkmark.seal").foregroundStyle(.green))
    }
}

struct BookmarkNoteEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var note: String
    @State private var pinned = false
    let bookmark: Bookmark

    init(bookmark: Bookmark) {
        self.bookmark = bookmark
        _note = State(initialValue: bookmark.note ?? "")
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                TextField("Note", text: $note)
                Toggle("Pinned", isOn: $pinned)
                Text("\(note.count) characters")
                    .font(.footnote)
            }
            .padding(.horizontal, 16)
            .navigationTitle("Edit note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(note.isEmpty)
                }
                if bookmark.note != nil {
                    ToolbarItem(placement: .destructiveAction) {
                        Button("Clear", role: .destructive) { note = "" }
                    }
                }
            }
        }
    }
}

#Preview {
    NavigationStack { BookmarkDetailView(bookmark: .sample(1)) }
}
