import CCairo
public import TrellisCore
public func _probe() -> String { String(cString: pango_version_string()) + String(cString: cairo_version_string()) }
