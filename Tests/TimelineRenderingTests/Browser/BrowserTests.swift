import BehaviourCoverage
import Foundation
import ScenarioReports
import Testing
import TimelineRendering

/// Timeline pages opened in headless Chromium: the picture is not blank and shows the palette's
/// colours, the document holds every lane, mark and failing line, the script raises no error,
/// zooming redraws as the renderer does, a dense week is a small page that is painted, and the
/// coverage page has every family and point.
///
/// Run one at a time, so that the browsers do not compete for the processor.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["STSIM_BROWSER_TESTS"] == "1",
    "set STSIM_BROWSER_TESTS=1 to open pages in headless Chromium, as .ci/run does"),
  .enabled(
    if: Chromium.isInstalled,
    "chromium is not on the search path; .ci/run installs it with apt-get install chromium"))
struct BrowserTests {
  /// A page, and what a reader must find on it.
  struct Page: CustomTestStringConvertible, Sendable {
    let name: String
    let html: String
    let windowHeight: Int
    /// The lane titles, in order.
    let lanes: [String]
    let markCount: Int
    /// `file:line` of each failure the page must list.
    let failingLines: [String]
    /// Colours (`0xRRGGBB`) that must cover at least 30 pixels of the screenshot.
    let colours: [UInt32]
    /// Colours that must not appear at all.
    let absentColours: [UInt32]

    var testDescription: String { name }
  }

  static let orange: UInt32 = 0xE69F00
  static let sky: UInt32 = 0x56B4E9
  static let green: UInt32 = 0x009E73
  static let purple: UInt32 = 0xCC79A7
  static let vermillion: UInt32 = 0xD55E00
  static let failurePanel: UInt32 = 0xFBEAE0

  static func page(
    _ name: String, _ timeline: Timeline, windowHeight: Int = 1000, colours: [UInt32],
    absentColours: [UInt32] = []
  ) -> Page {
    Page(
      name: name, html: HTMLTimelineRenderer().render(timeline), windowHeight: windowHeight,
      lanes: timeline.lanes.map(\.title),
      markCount: timeline.lanes.reduce(0) { $0 + $1.marks.count },
      failingLines: timeline.lanes.flatMap(\.marks).filter { $0.kind == .expectationFailed }
        .compactMap { $0.source?.description },
      colours: colours, absentColours: absentColours)
  }

  static let pages: [Page] = [
    page(
      "failing", SampleTimelines.small,
      colours: [orange, sky, green, purple, vermillion, failurePanel]),
    page(
      "passing", SampleTimelines.unknownToken, colours: [orange, green, sky],
      absentColours: [vermillion, failurePanel]),
    page(
      "week", SampleTimelines.week, windowHeight: 2_200,
      colours: [orange, sky, green, purple, vermillion, failurePanel]),
    page(
      "library scenario",
      ScenarioPages.timeline("Scenarios/Shields/unknown-token-individual.scenario"),
      colours: [orange, green]),
    page(
      "library scenario under a mistake",
      ScenarioPages.timeline(
        "Scenarios/Shields/unknown-token-individual.scenario", mistakes: ["defer-unknown"]),
      colours: [orange, green, vermillion, failurePanel]),
    page(
      "benchmark week", ScenarioPages.week, windowHeight: 1_400,
      colours: [orange, sky, green]),
    Page(
      name: "run report", html: HTMLRunReportRenderer().render(SampleTimelines.report),
      windowHeight: 1_400, lanes: SampleTimelines.small.lanes.map(\.title),
      markCount: SampleTimelines.small.lanes.reduce(0) { $0 + $1.marks.count },
      failingLines: ["Shields/revoke.scenario:12", "Shields/revoke.scenario:15"],
      colours: [orange, sky, green, vermillion, failurePanel], absentColours: []),
  ]

  @Test(arguments: pages)
  func pageIsDrawnWithItsLanesMarksAndFailures(_ page: Page) throws {
    let browser = try Chromium()
    defer { browser.removeFolder() }
    let url = try browser.write(Instrumented.page(page.html), named: "page.html")

    let image = try PNGImage(bytes: browser.screenshot(url, height: page.windowHeight))
    #expect(image.width == 1_280 && image.height == page.windowHeight)
    let histogram = image.histogram
    let white = histogram[0xFFFFFF, default: 0]
    let inked = Double(image.pixels.count - white) / Double(image.pixels.count)
    #expect(inked > 0.05, "only \(Int(inked * 100))% of the screenshot is not white")
    #expect(histogram.count >= 50, "the screenshot has only \(histogram.count) colours")
    for colour in page.colours {
      #expect(
        histogram[colour, default: 0] >= 30,
        "colour \(hex(colour)) covers \(histogram[colour, default: 0]) pixels")
    }
    for colour in page.absentColours {
      #expect(histogram[colour] == nil, "colour \(hex(colour)) appears")
    }

    let dom = try browser.dumpDOM(url)
    #expect(Instrumented.attribute("data-errors", in: dom) == nil, "the script raised errors")
    #expect(dom.occurrences(of: #"<g class="lane "#) == page.lanes.count)
    for lane in page.lanes {
      #expect(dom.contains(">\(lane)</text>"), "lane \(lane) is missing")
    }
    // Marks of the drawings, not the legend's swatches: those carry their instant.
    #expect(dom.matches(of: #"<g class="mk [^"]*" data-t=""#) == page.markCount)
    #expect(dom.occurrences(of: #"<li class="failure">"#) == page.failingLines.count)
    for line in page.failingLines {
      #expect(dom.contains(#"<li class="failure"><code>\#(line)</code>"#), "\(line) is not listed")
    }
    #expect(dom.occurrences(of: #"<line class="rule""#) == page.failingLines.count)
  }

  /// A dense week is a page of under 2 MB that Chromium paints; the times it took are printed
  /// for the record, not judged: speed is a benchmark's to measure, on a quiet machine.
  @Test(arguments: [("synthetic", SampleTimelines.week), ("benchmark", ScenarioPages.week)])
  func aDenseWeekIsASmallPageThatIsPainted(name: String, week: Timeline) throws {
    let browser = try Chromium()
    defer { browser.removeFolder() }
    let html = HTMLTimelineRenderer().render(week)
    #expect(html.utf8.count < 2_000_000)
    let url = try browser.write(Instrumented.page(html), named: "week.html")
    var painted: [Double] = []
    var laidOut: [Double] = []
    var navigation: [Double] = []
    // Headless Chromium may dump the document before its first frame when the machine is busy;
    // such a load says nothing of the page, so up to six loads give the three painted ones.
    var loads = 0
    while painted.count < 3, loads < 6 {
      loads += 1
      let dom = try browser.dumpDOM(url)
      let start = try #require(Instrumented.number("data-start-ms", in: dom))
      let layout = try #require(Instrumented.number("data-layout-ms", in: dom))
      guard let paint = Instrumented.number("data-paint-ms", in: dom) else { continue }
      laidOut.append(layout - start)
      painted.append(paint - start)
      navigation.append(paint)
    }
    #expect(!painted.isEmpty, "the page was not painted in \(loads) loads")
    let sorted = { (values: [Double]) in
      values.sorted().map { String(format: "%.0f", $0) }.joined(separator: ", ")
    }
    print(
      "\(name) week page: \(html.utf8.count) bytes, \(SampleTimelines.elementCount(week))"
        + " elements; ms from the document's first script to parsed and laid out:"
        + " \(sorted(laidOut)); to first frame: \(sorted(painted)); from navigation to first"
        + " frame: \(sorted(navigation))")
  }

  @Test func zoomingRedrawsAndResettingGivesBackTheRenderedView() throws {
    let browser = try Chromium()
    defer { browser.removeFolder() }
    let week = SampleTimelines.week
    let start = SampleTimelines.at(day: 3, 10)
    let zoom = """
      var view = window.timelineViews[0], svg = view.svg;
      function look() {
        var clusters = Array.prototype.map.call(svg.querySelectorAll("g.marks"), function (lane) {
          return Array.prototype.map.call(lane.querySelectorAll(".cl"), function (cluster) {
            return cluster.getAttribute("data-i") + "+" + cluster.getAttribute("data-n");
          }).join(" ");
        }).join("|");
        return [clusters, svg.querySelectorAll(".mk:not(.in)").length,
          svg.querySelectorAll(".mk:not(.in) .lb:not(.off)").length,
          svg.querySelectorAll("text.sl:not(.off)").length,
          svg.querySelector(".axis.top").textContent].join("/");
      }
      var initial = look();
      view.zoom(\(start), \(start + 6 * SampleTimelines.hour));
      var zoomed = look();
      var zoomedClusters = svg.querySelectorAll(".cl").length;
      view.reset();
      document.documentElement.setAttribute("data-initial", initial);
      document.documentElement.setAttribute("data-zoomed", zoomed);
      document.documentElement.setAttribute("data-zoomed-clusters", zoomedClusters);
      document.documentElement.setAttribute("data-reset", look());
      """
    let url = try browser.write(
      Instrumented.page(HTMLTimelineRenderer().render(week), then: zoom), named: "zoom.html")
    let dom = try browser.dumpDOM(url)
    #expect(Instrumented.attribute("data-errors", in: dom) == nil, "the script raised errors")
    let initial = try #require(Instrumented.attribute("data-initial", in: dom))
    let zoomed = try #require(Instrumented.attribute("data-zoomed", in: dom))
    // Redrawn over the whole run, the script places every cluster, label and tick as the
    // renderer did.
    #expect(Instrumented.attribute("data-reset", in: dom) == initial)
    // Six hours of day 3: fewer marks, in fewer clusters, on an axis of hours.
    let renderedClusters = dom.occurrences(of: #"<g class="cl"#)
    let zoomedClusters = try #require(Instrumented.number("data-zoomed-clusters", in: dom))
    #expect(Int(zoomedClusters) < renderedClusters / 4)
    #expect(zoomed.hasSuffix("day 3 10:00day 3 11:00day 3 12:00day 3 13:00day 3 14:00day 3 15:00"))
    let visible = Int(zoomed.split(separator: "/")[1]) ?? 0
    #expect(visible > 20)
  }

  @Test func hoverWheelDragAndDoubleClickWork() throws {
    let browser = try Chromium()
    defer { browser.removeFolder() }
    let script = """
      var view = window.timelineViews[0], svg = view.svg, root = document.documentElement;
      var box = svg.getBoundingClientRect(), tip = document.getElementById("tip");
      function x(at) { return box.left + at * box.width / 1280; }
      var y = box.top + 100, cluster = svg.querySelector(".cl.bad");
      cluster.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, clientX: 10, clientY: 10 }));
      root.setAttribute("data-tip", tip.hidden ? "" : tip.textContent);
      // The page redraws in animation frames. Chromium under virtual time does not promise a
      // second frame before it serializes the document on a loaded machine, so the script
      // queues the page's frames and runs them itself, in the order the page asked for them.
      var frames = [];
      window.requestAnimationFrame = function (callback) { return frames.push(callback); };
      function frame() {
        var due = frames;
        frames = [];
        due.forEach(function (callback) { callback(performance.now()); });
      }
      var whole = view.end - view.start;
      svg.dispatchEvent(new WheelEvent("wheel",
        { bubbles: true, cancelable: true, ctrlKey: true, deltaY: -100, clientX: x(700), clientY: y }));
      root.setAttribute("data-wheel-waits", String(view.end - view.start === whole));
      frame();
      root.setAttribute("data-wheel", ((view.end - view.start) / whole).toFixed(3));
      var start = view.start;
      svg.dispatchEvent(new MouseEvent("mousedown",
        { bubbles: true, cancelable: true, button: 0, clientX: x(700), clientY: y }));
      window.dispatchEvent(new MouseEvent("mousemove", { clientX: x(800), clientY: y }));
      window.dispatchEvent(new MouseEvent("mouseup", {}));
      frame();
      root.setAttribute("data-pan", String(view.start < start));
      svg.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, clientX: x(700), clientY: y }));
      root.setAttribute("data-whole",
        String(view.start === view.start0 && view.end === view.end0));
      """
    let url = try browser.write(
      Instrumented.page(HTMLTimelineRenderer().render(SampleTimelines.small), then: script),
      named: "interaction.html")
    let dom = try browser.dumpDOM(url)
    #expect(Instrumented.attribute("data-errors", in: dom) == nil, "the script raised errors")
    // Hovering the red cluster lists both expectations, the failing one with its file:line.
    let tip = try #require(Instrumented.attribute("data-tip", in: dom))
    #expect(tip.hasPrefix("2 marks\n\nday 2 07:00:00.000  Expectation passed"))
    #expect(tip.contains("Shields/revoke.scenario:15\nexpected not shielded insta"))
    // Ctrl + wheel up zooms in by e^-0.4 at the next frame, not before; dragging right shows
    // earlier times; a double-click shows the whole run again.
    #expect(Instrumented.attribute("data-wheel-waits", in: dom) == "true")
    #expect(Instrumented.attribute("data-wheel", in: dom) == "0.670")
    #expect(Instrumented.attribute("data-pan", in: dom) == "true")
    #expect(Instrumented.attribute("data-whole", in: dom) == "true")
  }

  /// The coverage page: drawn with the colours of covered, uncovered and unreachable points,
  /// every family's table and every point's row in the document, and no script error.
  @Test func theCoveragePageDrawsEveryFamilyAndPoint() throws {
    let html = ScenarioPages.coverage("Scenarios/Shields/unknown-token-individual.scenario")
    let browser = try Chromium()
    defer { browser.removeFolder() }
    let url = try browser.write(Instrumented.page(html), named: "coverage.html")
    let image = try PNGImage(bytes: browser.screenshot(url, height: 1_400))
    let histogram = image.histogram
    for colour in [Self.green, Self.vermillion] {
      #expect(
        histogram[colour, default: 0] >= 30,
        "colour \(hex(colour)) covers \(histogram[colour, default: 0]) pixels")
    }
    let dom = try browser.dumpDOM(url)
    #expect(Instrumented.attribute("data-errors", in: dom) == nil, "the page raised errors")
    #expect(dom.occurrences(of: "<section class=\"family\"") == CoverageFamily.allCases.count)
    #expect(dom.occurrences(of: "<tr class=\"point ") == CoverageUniverse.standard.count)
    #expect(dom.contains("data-id=\"shield.application.unknown.generic\""))
  }

  private func hex(_ colour: UInt32) -> String {
    let digits = String(colour, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}

/// A page with timing and error reporting added: the times, in milliseconds since navigation
/// started, and any script error land in attributes of `<html>`, where `--dump-dom` shows them.
enum Instrumented {
  static func page(_ html: String, then script: String = "") -> String {
    let head = """
      <head><script>
      window.startMs = performance.now();
      window.addEventListener("error", function (event) {
        var root = document.documentElement;
        var errors = root.getAttribute("data-errors") || "";
        root.setAttribute("data-errors", errors + event.message + ";");
      });
      </script>
      """
    let end = """
      <script>
      (function () {
        var root = document.documentElement;
        document.querySelectorAll("svg.tl").forEach(function (svg) {
          svg.getBoundingClientRect();
        });
        document.body.offsetHeight;
        root.setAttribute("data-start-ms", window.startMs.toFixed(1));
        root.setAttribute("data-layout-ms", performance.now().toFixed(1));
        requestAnimationFrame(function () {
          requestAnimationFrame(function () {
            root.setAttribute("data-paint-ms", performance.now().toFixed(1));
          });
        });
      })();
      \(script)
      </script>
      </body>
      """
    return html.replacingOccurrences(of: "<head>", with: head)
      .replacingOccurrences(of: "</body>", with: end)
  }

  /// The value of attribute `name` of the dumped document's `<html>` element.
  static func attribute(_ name: String, in dom: String) -> String? {
    guard let root = dom.range(of: "<html"), let close = dom[root.upperBound...].firstIndex(of: ">")
    else { return nil }
    let tag = dom[root.upperBound..<close]
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let value = tag[start.upperBound...].prefix { $0 != "\"" }
    return String(value).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  static func number(_ name: String, in dom: String) -> Double? {
    attribute(name, in: dom).flatMap(Double.init)
  }
}

extension String {
  func occurrences(of text: String) -> Int {
    components(separatedBy: text).count - 1
  }

  func matches(of pattern: String) -> Int {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return -1 }
    return expression.numberOfMatches(
      in: self, range: NSRange(startIndex..<endIndex, in: self))
  }
}
