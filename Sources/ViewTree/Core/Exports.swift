// What `import SwiftUI` brings with it, `import ViewTree` brings too, so an app file that
// imports only SwiftUI compiles with the import swapped: Foundation (`URL`, `UUID`, `Date`,
// `Data`…, and the CoreGraphics geometry types `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, which
// Foundation declares where there is no CoreGraphics) and Observation (`@Observable`).
@_exported import Foundation
@_exported import Observation
