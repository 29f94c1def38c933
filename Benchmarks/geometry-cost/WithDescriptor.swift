// WithoutDescriptor.swift plus a conformance of CGSize to a protocol, as Trellis has (`Animatable`,
// generic containers): the conformance needs CGSize's type descriptor, which Foundation's
// NSGeometry object holds, and that object brings NSCoder, CoreFoundation and ICU with it.
import Foundation

protocol Measurable { var measure: Int { get } }
extension CGSize: Measurable { var measure: Int { Int(width) } }
func total<T: Measurable>(_ values: [T]) -> Int { values.reduce(0) { $0 + $1.measure } }

let size = CGSize(width: CGFloat(Int.random(in: 1...3)), height: 2)
print("width \(total([size]))")
printPeakMemory()
