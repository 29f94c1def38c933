import Foundation

/// The dialog `fileImporter` and `fileExporter` present: drawn by Trellis like every control, as a
/// sheet over the window.
///
/// It lists a directory, folders first; files of other types than those allowed are dimmed and
/// cannot be selected.
/// The button at the top opens the enclosing folder; a double-click or Return opens a folder or
/// chooses a file. Saving asks before replacing a file that exists.
struct FileDialog: View {
  let mode: FileDialogMode
  let allowedContentTypes: [UTType]
  /// Called once, with the chosen URLs, or nil when the dialog was cancelled.
  let finish: @MainActor ([URL]?) -> Void

  @Environment(\.fileDialogSettings) private var settings
  /// The directory shown; nil until the dialog first appears.
  @State private var directory: URL?
  @State private var entries: [FileDialogEntry] = []
  @State private var problem: String?
  @State private var selection: Set<URL> = []
  @State private var filename: String
  /// A file that saving would replace, waiting for confirmation.
  @State private var pendingReplacement: URL?

  init(mode: FileDialogMode, allowedContentTypes: [UTType], finish: @escaping @MainActor ([URL]?) -> Void) {
    self.mode = mode
    self.allowedContentTypes = allowedContentTypes
    self.finish = finish
    if case .save(let name, _) = mode {
      _filename = State(initialValue: name)
    } else {
      _filename = State(initialValue: "")
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text(isSaving ? "Save" : "Open").font(.headline)
      if let message = settings.message {
        message.font(.callout).foregroundStyle(.secondary)
      }
      if isSaving {
        HStack {
          settings.filenameLabel ?? Text("Save As:")
          // Return in the name saves, as the default button would.
          TextField("Name", text: $filename).onSubmit(confirm).accessibilityIdentifier("file-dialog-name")
        }
      }
      HStack(spacing: 8) {
        Button {
          if let parent = parentDirectory { show(parent) }
        } label: {
          Image(systemName: "chevron.up")
        }
        .disabled(parentDirectory == nil)
        .help("Enclosing folder")
        .accessibilityIdentifier("file-dialog-up")
        Text(verbatim: directory?.path ?? "").font(.callout).lineLimit(1).truncationMode(.head)
        Spacer(minLength: 0)
      }
      List(entries, selection: $selection) { entry in
        row(entry)
      }
      .contextMenu(forSelectionType: URL.self, menu: { _ in EmptyView() }, primaryAction: open)
      .overlay {
        if entries.isEmpty, problem == nil, directory != nil {
          Text("This folder is empty").foregroundStyle(.secondary)
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: 6))
      .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(Color.secondary.opacity(0.35)))
      .accessibilityIdentifier("file-dialog-list")
      if let problem {
        Text(verbatim: problem).font(.callout).foregroundStyle(.red)
      }
      if let pendingReplacement {
        HStack {
          Text("“\(pendingReplacement.lastPathComponent)” already exists. Replace it?")
            .font(.callout).lineLimit(2)
          Spacer(minLength: 8)
          Button("Don’t Replace") { self.pendingReplacement = nil }
          Button("Replace", role: .destructive) { finish([pendingReplacement]) }
        }
      } else {
        HStack {
          Spacer()
          Button("Cancel") { finish(nil) }.keyboardShortcut(.cancelAction)
          Button {
            confirm()
          } label: {
            settings.confirmationLabel ?? Text(isSaving ? "Save" : "Open")
          }
          .keyboardShortcut(.defaultAction)
          .disabled(!canConfirm)
          .accessibilityIdentifier("file-dialog-confirm")
        }
      }
    }
    .padding(16)
    // Its ideal size, in a window that has room; a smaller window's sheet shrinks it.
    .frame(minWidth: 300, idealWidth: 560, maxWidth: 560, minHeight: 240, idealHeight: 420, maxHeight: 420)
    .onAppear {
      if directory == nil { show(settings.defaultDirectory ?? currentDirectory) }
    }
    .onChange(of: selection) { _, selected in
      // Saving, a file picked in the list lends its name.
      guard isSaving, selected.count == 1, let file = entries.first(where: { selected.contains($0.url) }),
        !file.isFolder
      else { return }
      filename = file.name
    }
  }

  private func row(_ entry: FileDialogEntry) -> some View {
    HStack(spacing: 8) {
      Image(systemName: FileDialogListing.symbolName(for: entry))
        .foregroundStyle(entry.isFolder ? Color.accentColor : Color.secondary)
        .frame(width: 18)
      Text(verbatim: entry.name).lineLimit(1)
      Spacer(minLength: 0)
    }
    .opacity(entry.isFolder || entry.isChoosable ? 1 : 0.45)
    .selectionDisabled(!entry.isFolder && !entry.isChoosable)
    .accessibilityIdentifier("file-dialog-row-\(entry.name)")
  }

  private var isSaving: Bool {
    if case .save = mode { return true }
    return false
  }

  private var currentDirectory: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }

  private var parentDirectory: URL? {
    guard let directory, directory.path != "/" else { return nil }
    return directory.deletingLastPathComponent().standardizedFileURL
  }

  /// The selected entries, in listed order.
  private var selectedEntries: [FileDialogEntry] { entries.filter { selection.contains($0.url) } }

  private var canConfirm: Bool {
    switch mode {
    case .save: return !savedName.isEmpty && directory != nil
    case .open:
      let selected = selectedEntries
      if selected.isEmpty { return allowsFolders && directory != nil }
      return selected.allSatisfy { $0.isChoosable } || (selected.count == 1 && selected[0].isFolder)
    }
  }

  private var allowsFolders: Bool { allowedContentTypes.contains { UTType.folder.conforms(to: $0) } }

  private var savedName: String { filename.trimmingCharacters(in: .whitespaces) }

  /// Lists `url`, keeping the selection only where it still lies.
  private func show(_ url: URL) {
    let standardized = url.standardizedFileURL
    directory = standardized
    pendingReplacement = nil
    do {
      entries = try FileDialogListing.entries(
        of: standardized, allowed: isSaving ? saveTypes : allowedContentTypes,
        includeHidden: settings.browserOptions.contains(.includeHiddenFiles))
      problem = nil
    } catch {
      entries = []
      problem = "This folder can’t be read: \(error.localizedDescription)"
    }
    selection = []
  }

  private var saveTypes: [UTType] {
    if case .save(_, let type) = mode { return [type] }
    return allowedContentTypes
  }

  /// A double-click or Return on the list: a folder opens; files are chosen, or named for saving.
  private func open(_ urls: Set<URL>) {
    let picked = entries.filter { urls.contains($0.url) }
    if picked.count == 1, picked[0].isFolder {
      show(picked[0].url)
      return
    }
    guard !picked.isEmpty, picked.allSatisfy(\.isChoosable) else { return }
    if isSaving {
      filename = picked[0].name
      confirm()
    } else {
      finish(picked.map(\.url))
    }
  }

  /// The confirming button: chooses the selection (or browses into a lone selected folder that
  /// can't be chosen), or saves under the name typed.
  private func confirm() {
    guard canConfirm, let directory else { return }
    switch mode {
    case .open:
      let selected = selectedEntries
      if selected.isEmpty {
        finish([directory])
      } else if selected.count == 1, selected[0].isFolder, !selected[0].isChoosable {
        show(selected[0].url)
      } else {
        finish(selected.map(\.url))
      }
    case .save(_, let type):
      var url = directory.appendingPathComponent(savedName)
      if url.pathExtension.isEmpty { url = url.appendingPathExtension(for: type) }
      if FileManager.default.fileExists(atPath: url.path) {
        pendingReplacement = url
      } else {
        finish([url])
      }
    }
  }
}
