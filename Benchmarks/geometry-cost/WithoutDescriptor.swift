// Makes and reads a CGSize through Foundation's inlinable code only: the program never needs the
// type's descriptor, so no part of Foundation that holds one is linked.
import Foundation

let size = CGSize(width: CGFloat(Int.random(in: 1...3)), height: 2)
print("width \(Int(size.width))")
printPeakMemory()
