// Users write `CGFloat`, `CGSize` and friends as they would with SwiftUI; on Linux those live in Foundation.
@_exported public import Foundation
@_exported public import Observation
