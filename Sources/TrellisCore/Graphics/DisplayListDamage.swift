/// Finds the parts of the window that differ between two display lists, so that only those are
/// painted and uploaded.
///
/// Items are compared in order; where the lists have the same structure, the damage is the union
/// of the old and new bounds of each item that changed (an item inside a changed push counts as
/// changed). Where the structure differs (items added or removed), everything from the first
/// difference on is compared by bounds: still only the region those items cover.
public enum DisplayListDamage {
  /// The rectangles (in points) to repaint, or nil to repaint everything.
  public static func rects(from old: DisplayList, to new: DisplayList) -> [CGRect]? {
    let oldBounds = ItemBounds.compute(old.items)
    let newBounds = ItemBounds.compute(new.items)
    var damage: [CGRect] = []
    func add(_ rect: CGRect?) {
      guard let rect, !rect.isNull, !rect.isEmpty, rect.isFiniteRect else { return }
      damage.append(rect)
    }
    let common = min(old.items.count, new.items.count)
    var index = 0
    var dirtyDepth: Int?
    var depth = 0
    while index < common {
      let a = old.items[index]
      let b = new.items[index]
      let same = a.isSameDrawing(as: b)
      if case .pushLayer = b {
        depth += 1
      } else if case .pushClip = b {
        depth += 1
      } else if case .pushTransform = b {
        depth += 1
      }
      if !same {
        if a.isPush != b.isPush || a.isPop != b.isPop { break }
        if b.isPush, dirtyDepth == nil { dirtyDepth = depth }
        add(oldBounds[index])
        add(newBounds[index])
      } else if dirtyDepth != nil, !b.isPush, !b.isPop {
        add(oldBounds[index])
        add(newBounds[index])
      }
      if b.isPop {
        if let level = dirtyDepth, depth <= level { dirtyDepth = nil }
        depth -= 1
      }
      index += 1
    }
    for rest in index..<old.items.count { add(oldBounds[rest]) }
    for rest in index..<new.items.count { add(newBounds[rest]) }
    return merge(damage)
  }

  /// Merges overlapping rectangles and caps the count, so the painter gets a few large regions.
  static func merge(_ rects: [CGRect]) -> [CGRect] {
    var result: [CGRect] = []
    for rect in rects {
      var merged = rect.integral
      var changed = true
      while changed {
        changed = false
        for (index, existing) in result.enumerated() where existing.intersects(merged.insetBy(dx: -4, dy: -4))
        {
          merged = merged.union(existing)
          result.remove(at: index)
          changed = true
          break
        }
      }
      result.append(merged)
    }
    if result.count > 16 {
      return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }
    return result
  }
}

extension CGRect {
  var isFiniteRect: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

extension DisplayItem {
  var isPush: Bool {
    switch self {
    case .pushClip, .pushLayer, .pushTransform: true
    default: false
    }
  }

  var isPop: Bool {
    switch self {
    case .popClip, .popLayer, .popTransform: true
    default: false
    }
  }

  /// Whether two items draw exactly the same thing (images by identity).
  func isSameDrawing(as other: DisplayItem) -> Bool {
    switch (self, other) {
    case (.fill(let p1, let c1, let e1), .fill(let p2, let c2, let e2)): p1 == p2 && c1 == c2 && e1 == e2
    case (.stroke(let p1, let c1, let s1), .stroke(let p2, let c2, let s2)): p1 == p2 && c1 == c2 && s1 == s2
    case (.text(let r1, let f1, let c1), .text(let r2, let f2, let c2)): r1 == r2 && f1 == f2 && c1 == c2
    case (.image(let i1, let f1, let m1), .image(let i2, let f2, let m2)): i1 === i2 && f1 == f2 && m1 == m2
    case (.pushClip(let p1, let e1), .pushClip(let p2, let e2)): p1 == p2 && e1 == e2
    case (.popClip, .popClip), (.popTransform, .popTransform), (.popLayer, .popLayer): true
    case (.pushTransform(let t1), .pushTransform(let t2)): t1 == t2
    case (.pushLayer(let l1), .pushLayer(let l2)): l1 == l2
    default: false
    }
  }
}

/// The region each item of a display list paints, in root points, with the transforms, clips and
/// layer effects around it applied.
enum ItemBounds {
  static func compute(_ items: [DisplayItem]) -> [CGRect?] {
    var result: [CGRect?] = []
    result.reserveCapacity(items.count)
    var transforms: [CGAffineTransform] = [.identity]
    var clips: [CGRect] = [.infinite]
    var spreads: [CGFloat] = [0]
    // Inside a projected layer, the region the whole layer may cover, which every item inside
    // it counts as its own: a projection moves pixels too far to follow item by item.
    var projectedRegions: [CGRect?] = [nil]
    for item in items {
      let transform = transforms.last!
      let clip = clips.last!
      let spread = spreads.last!
      func finish(_ local: CGRect) -> CGRect? {
        if let region = projectedRegions.last! { return region }
        var rect = local.applying(transform).insetBy(dx: -spread - 1, dy: -spread - 1)
        rect = rect.intersection(clip)
        return rect.isNull ? nil : rect
      }
      switch item {
      case .fill(let path, _, _): result.append(finish(path.boundingRect))
      case .stroke(let path, _, let style):
        let grow = style.lineWidth * max(1, style.lineJoin == .miter ? style.miterLimit / 2 : 1)
        result.append(finish(path.boundingRect.insetBy(dx: -grow, dy: -grow)))
      case .text(_, let frame, _): result.append(finish(frame.insetBy(dx: -2, dy: -2)))
      case .image(_, let frame, _): result.append(finish(frame))
      case .pushClip(let path, _):
        result.append(nil)
        let rect = path.boundingRect.applying(transform).insetBy(dx: -spread - 1, dy: -spread - 1)
        clips.append(clip.intersection(rect))
      case .popClip:
        result.append(nil)
        if clips.count > 1 { clips.removeLast() }
      case .pushTransform(let t):
        result.append(nil)
        transforms.append(t.concatenating(transform))
      case .popTransform:
        result.append(nil)
        if transforms.count > 1 { transforms.removeLast() }
      case .pushLayer(let effects):
        result.append(nil)
        var grow = effects.blurRadius * 3
        if let shadow = effects.shadow {
          grow = max(grow, shadow.radius * 3 + max(abs(shadow.offset.width), abs(shadow.offset.height)))
        }
        spreads.append(spread + grow)
        var region = projectedRegions.last!
        if region == nil, let projection = effects.projection {
          let everywhere = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
          let projected = effects.bounds.flatMap { projection.bounds(of: $0) }.map { $0.applying(transform) }
          region = (projected ?? everywhere).insetBy(dx: -grow - spread - 2, dy: -grow - spread - 2)
            .intersection(clip)
          if region!.isNull { region = .zero }
        }
        projectedRegions.append(region)
      case .popLayer:
        result.append(nil)
        if spreads.count > 1 { spreads.removeLast() }
        if projectedRegions.count > 1 { projectedRegions.removeLast() }
      }
    }
    return result
  }
}
