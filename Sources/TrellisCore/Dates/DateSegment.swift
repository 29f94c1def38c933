/// One editable part of a date field: a number, or the AM/PM marker.
enum DateSegment: Hashable, Sendable {
  case year, month, day, hour, minute, period

  /// Whether it is part of the date rather than the time of day.
  var isDate: Bool { self == .year || self == .month || self == .day }
}

/// A date field's parts in the order the locale writes them.
struct DateFieldFormat: Hashable, Sendable {
  /// A segment, or the text between two.
  enum Part: Hashable, Sendable {
    case segment(DateSegment)
    case literal(String)
  }

  var parts: [Part]
  /// Whether hours run 1–12 with an AM/PM marker rather than 0–23.
  var twelveHour = false
  /// Whether the month, day and hour are written with two digits even below 10.
  var paddedMonth = false
  var paddedDay = false
  var paddedHour = false
  /// The locale's names for the morning and afternoon periods.
  var amSymbol = "AM"
  var pmSymbol = "PM"

  /// The segments, in order.
  var segments: [DateSegment] {
    parts.compactMap {
      if case .segment(let segment) = $0 { segment } else { nil }
    }
  }

  /// The format `locale` writes `components` in (digits only, such as "M/d/y, h:mm a").
  @MainActor
  static func format(for components: DatePickerComponents, locale: Locale) -> DateFieldFormat {
    let key = CacheKey(locale: locale.identifier, components: components.rawValue)
    if let cached = cache[key] { return cached }
    var template = ""
    if components.contains(.date) || !components.contains(.hourAndMinute) { template += "yMd" }
    if components.contains(.hourAndMinute) { template += "jmm" }
    let pattern =
      DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
      ?? (template == "jmm" ? "h:mm a" : template == "yMd" ? "M/d/y" : "M/d/y, h:mm a")
    var format = DateFieldFormat(pattern: pattern)
    let formatter = DateFormatter()
    formatter.locale = locale
    format.amSymbol = formatter.amSymbol
    format.pmSymbol = formatter.pmSymbol
    cache[key] = format
    return format
  }

  private struct CacheKey: Hashable {
    let locale: String
    let components: UInt
  }
  // Looked up for every date field body; the pattern comes from ICU, which is slow to ask.
  @MainActor private static var cache: [CacheKey: DateFieldFormat] = [:]

  /// Reads a Unicode date pattern; letters it has no segment for (eras, weekdays) are left out
  /// with the text around them kept.
  init(pattern: String) {
    parts = []
    var literal = ""
    var characters = Array(pattern)[...]
    func flushLiteral() {
      if !literal.isEmpty { parts.append(.literal(literal)) }
      literal = ""
    }
    while let character = characters.first {
      if character == "'" {
        characters.removeFirst()
        // A quoted run is literal; two quotes in a row stand for one.
        while let next = characters.first {
          characters.removeFirst()
          if next == "'" {
            if characters.first == "'" {
              literal.append("'")
              characters.removeFirst()
            } else {
              break
            }
          } else {
            literal.append(next)
          }
        }
        continue
      }
      guard character.isASCII, character.isLetter else {
        literal.append(character)
        characters.removeFirst()
        continue
      }
      var count = 0
      while characters.first == character {
        count += 1
        characters.removeFirst()
      }
      let segment: DateSegment?
      switch character {
      case "y", "u", "Y": segment = .year
      case "M", "L": segment = count <= 2 ? .month : nil
      case "d": segment = .day
      case "h", "K":
        segment = .hour
        twelveHour = true
      case "H", "k": segment = .hour
      case "m": segment = .minute
      case "a", "b", "B": segment = .period
      default: segment = nil
      }
      guard let segment, !segments.contains(segment) else { continue }
      switch segment {
      case .month: paddedMonth = count == 2
      case .day: paddedDay = count == 2
      case .hour: paddedHour = count == 2
      default: break
      }
      flushLiteral()
      parts.append(.segment(segment))
    }
    flushLiteral()
  }
}
