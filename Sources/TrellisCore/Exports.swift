// `ObservableObject`, `@Published` and the publishers SwiftUI apps use, as the module
// `import Combine` names.
@_exported public import Combine
// Drag and drop carry `Transferable` values, as in SwiftUI.
@_exported public import CoreTransferable
// Users write `CGFloat`, `CGSize` and friends as they would with SwiftUI; on Linux those live in Foundation.
@_exported public import Foundation
@_exported public import Observation
// File dialogs and documents name their types with `UTType`, as SwiftUI code does.
@_exported public import UniformTypeIdentifiers
