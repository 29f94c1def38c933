import Glibc

/// The process's page faults so far, to charge a cold run with the fresh memory it touched: at
/// 100,000 nodes, the kernel mapping and zeroing new pages costs as much as the work done in them.
enum ProcessMemory {
  /// Minor page faults so far: pages mapped on first touch.
  static var pageFaults: Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
  }

  /// The size of a page.
  static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
}
