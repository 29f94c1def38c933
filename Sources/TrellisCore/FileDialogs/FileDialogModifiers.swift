public import Foundation

extension View {
  /// Presents a dialog for choosing an existing file of one of `allowedContentTypes` while
  /// `isPresented` is true. Include `.folder` to let people choose a folder.
  ///
  /// `onCompletion` gets the file's URL once one is chosen; cancelling closes the dialog without
  /// calling it. Either way `isPresented` turns false.
  ///
  /// ```swift
  /// Button("Open…") { isImporting = true }
  ///     .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
  ///         if case .success(let url) = result { text = (try? String(contentsOf: url)) ?? "" }
  ///     }
  /// ```
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileDialog(isPresented: isPresented, mode: .open(allowsMultiple: false), types: allowedContentTypes) {
      urls in
      if let url = urls?.first { onCompletion(.success(url)) }
    }
  }

  /// Presents a dialog for choosing existing files of `allowedContentTypes`, several at once when
  /// `allowsMultipleSelection`; `onCompletion` gets their URLs. Cancelling calls nothing.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    fileDialog(
      isPresented: isPresented, mode: .open(allowsMultiple: allowsMultipleSelection),
      types: allowedContentTypes
    ) { urls in
      if let urls { onCompletion(.success(urls)) }
    }
  }

  /// Presents a dialog for choosing existing files, calling `onCancellation` when it is
  /// cancelled.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    fileDialog(
      isPresented: isPresented, mode: .open(allowsMultiple: allowsMultipleSelection),
      types: allowedContentTypes
    ) { urls in
      if let urls { onCompletion(.success(urls)) } else { onCancellation() }
    }
  }

  /// Presents a dialog for saving `document` as a file of `contentType` while `isPresented` is
  /// true (and `document` is not nil), named `defaultFilename` to start with.
  ///
  /// Once a name is chosen (and replacing a file that exists confirmed), the document's
  /// `fileWrapper(configuration:)` is written there and `onCompletion` gets the URL, or the error
  /// that stopped the writing. Cancelling calls nothing.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented, document: document, contentTypes: [contentType],
      defaultFilename: defaultFilename,
      onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents a dialog for saving `document` as a file of the first of `contentTypes` (the
  /// document's first writable type when empty), calling `onCancellation` when it is cancelled.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    let shown = Binding(
      get: { isPresented.wrappedValue && document != nil },
      set: { isPresented.wrappedValue = $0 })
    return fileDialog(
      isPresented: shown, mode: .save(defaultFilename: defaultFilename ?? "Untitled", contentType: type),
      types: [type]
    ) { urls in
      guard let url = urls?.first else {
        onCancellation()
        return
      }
      guard let document else { return }
      onCompletion(Result { try FileDocumentWriter.write(document, as: type, to: url) })
    }
  }

  /// Presents a dialog for saving a reference document as a file of `contentType`: the
  /// document's snapshot is taken and written once a name is chosen.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented, document: ReferenceDocumentExport.of(document), contentType: contentType,
      defaultFilename: defaultFilename, onCompletion: onCompletion)
  }

  /// Presents a dialog for saving a reference document as a file of the first of
  /// `contentTypes` (its first writable type when empty), calling `onCancellation` when it is
  /// cancelled.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented, document: ReferenceDocumentExport.of(document), contentTypes: contentTypes,
      defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation)
  }

  /// The presentation both dialogs share: a sheet that ends by turning `isPresented` off, then
  /// calling `finish` with the URLs chosen or nil.
  private func fileDialog(
    isPresented: Binding<Bool>, mode: FileDialogMode, types: [UTType],
    finish: @escaping @MainActor ([URL]?) -> Void
  ) -> some View {
    modifier(
      PresentationModifier(
        isShown: isPresented.wrappedValue,
        makeLayer: { dismiss in
          SheetContainer(
            content: FileDialog(mode: mode, allowedContentTypes: types) { urls in
              isPresented.wrappedValue = false
              finish(urls)
            },
            dismiss: dismiss)
        },
        hide: { isPresented.wrappedValue = false }, onDismiss: nil,
        // The dialog's Cancel button takes Escape, so that cancelling is reported.
        dismissesOnEscape: false))
  }
}

extension ReferenceDocumentExport {
  /// `document` to export, or nil.
  static func of(_ document: Document?) -> Self? {
    guard let document else { return nil }
    return Self(document)
  }
}

/// Writes a document where a file exporter was told to.
package enum FileDocumentWriter {
  /// Writes `document` as `type` to `url`, replacing what is there; returns `url`.
  @MainActor
  package static func write<D: FileDocument>(_ document: D, as type: UTType, to url: URL) throws -> URL {
    let existing = try? FileWrapper(url: url)
    let wrapper = try document.fileWrapper(configuration: .init(contentType: type, existingFile: existing))
    if existing != nil, !wrapper.isRegularFile {
      try FileManager.default.removeItem(at: url)
    }
    try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
    return url
  }
}
