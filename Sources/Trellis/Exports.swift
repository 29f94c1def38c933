// Users write `import Trellis` where they wrote `import SwiftUI`.
@_exported public import TrellisCore
