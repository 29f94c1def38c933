import Testing

@testable import TrellisMacros

/// Brackets matched across the comments and string literals that may hold brackets of their own.
struct SourceScannerTests {
  @Test func bracketsInsideStringsAndCommentsDoNotCount() {
    let source = ##"{ Text("}") /* } /* nested } */ */ Text(#"raw "}" \#(f(")"))"#) // }"## + "\n}"
    let scanner = SourceScanner(source)
    #expect(scanner.closing(from: 0) == scanner.bytes.count - 1)
  }

  @Test func multiLineStringsEndAtTheirThreeQuotes() {
    let source = "(\"\"\"\n  a \") \" quote\n  \"\"\", b)"
    let scanner = SourceScanner(source)
    #expect(scanner.closing(from: 0) == scanner.bytes.count - 1)
  }

  @Test func aStatementGoesOnAcrossBracketsAndLeadingDots() {
    let source = "@State var items = [\n  1,\n]\n  .sorted()\nText(\"x\")"
    let scanner = SourceScanner(source)
    let end = scanner.statementEnd(from: 0, limit: scanner.bytes.count)
    #expect(scanner.text(0..<end) == "@State var items = [\n  1,\n]\n  .sorted()")
  }
}
