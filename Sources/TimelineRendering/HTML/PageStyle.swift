/// The style sheet of timeline pages.
///
/// Colours are the Okabe–Ito palette, chosen to stay distinct for the common forms of colour
/// blindness; marks also differ in shape. Fonts are the platform's own: nothing is fetched.
enum PageStyle {
  static let orange = "#E69F00"
  static let sky = "#56B4E9"
  static let green = "#009E73"
  static let yellow = "#F0E442"
  static let blue = "#0072B2"
  static let vermillion = "#D55E00"
  static let purple = "#CC79A7"
  static let ink = "#1a1a1a"

  static let sheet = """
    :root{color-scheme:light}
    body{margin:0;padding:16px 20px 40px;background:#fff;color:\(ink);\
    font:14px/1.4 system-ui,-apple-system,"Segoe UI","DejaVu Sans",Helvetica,Arial,sans-serif}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:18px 0 6px}
    code,.mono{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:13px}
    .meta{margin:0;color:#555;font-size:13px}
    .failures{margin:10px 0;padding:8px 12px;border-left:5px solid \(vermillion);\
    background:#fbeae0}
    .failures h2{margin:0 0 4px;font-size:14px;color:#8a3500}
    .failures ol{margin:0;padding-left:22px}
    .failure code{font-weight:bold}.when{color:#666;font-size:12px}
    .legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:10px 0 4px;\
    font-size:12px}
    .legend li{display:flex;align-items:center;gap:5px}.legend svg{flex:none}
    .hint{font-size:12px;color:#666;margin:2px 0 6px}
    svg.tl{display:block;width:100%;height:auto;user-select:none;-webkit-user-select:none;\
    font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:10px}
    .stripe{fill:#fff}.stripe.alt{fill:#f4f6f8}.gh{fill:#e3e8ee}
    .band{fill:#000;fill-opacity:.04}
    .grid line{stroke:#d9d9d9}.grid line.midnight{stroke:#999}
    .axis text{fill:#333}.sep{stroke:#c8c8c8}
    .gt{font:bold 12px system-ui,"DejaVu Sans",sans-serif;fill:\(ink)}
    .lt{font:12px system-ui,"DejaVu Sans",sans-serif;fill:\(ink)}
    .sl{fill:\(ink);pointer-events:none}.sl.light{fill:#fff}
    .off,.in{display:none}
    .ln{fill:none;stroke-width:1.6}
    .mk{stroke-width:1}.mk text{fill:\(ink);stroke:none}
    .cl rect{fill:#4d4d4d}.cl.bad rect{fill:\(vermillion);stroke:\(ink)}
    .cl text{fill:#fff;font-size:9px;font-weight:bold;text-anchor:middle}
    .rule{stroke:\(vermillion);stroke-width:1.5;stroke-dasharray:5 3}
    .k-unlocked{fill:#ececec}.k-locked{fill:#5c5c5c}
    .k-system-version{fill:#cfe2f3}.k-time-zone{fill:#e6ddef}
    .k-auth-not-determined{fill:#dcdcdc}.k-auth-approved{fill:\(green)}.k-auth-denied{fill:#f2c3a6}
    .k-interval{fill:\(sky)}.k-shield-individual{fill:\(orange)}.k-shield-category{fill:\(purple)}
    .k-in-use{fill:\(yellow)}.k-running{fill:\(blue)}.k-fault-window{fill:url(#hatch)}
    .d-on-time{stroke:\(green)}.d-late{stroke:\(orange)}
    .d-held{stroke:\(blue);stroke-dasharray:5 2}
    .d-duplicated{stroke:\(purple);stroke-dasharray:1.5 2}
    .d-dropped{stroke:\(vermillion);stroke-dasharray:5 2}
    .k-user{fill:\(ink)}.k-note{fill:#999}.k-update{fill:\(blue);stroke:#fff}
    .k-revocation{stroke:\(ink)}.k-warning{fill:\(yellow);stroke:\(ink)}
    .k-threshold{fill:\(sky);stroke:\(ink)}.k-due{fill:#fff;stroke:\(ink)}
    .k-cb-on-time{fill:\(green);stroke:\(ink)}.k-cb-late{fill:\(orange);stroke:\(ink)}
    .k-cb-held{fill:\(blue);stroke:\(ink)}.k-cb-duplicated{fill:\(purple);stroke:\(ink)}
    .k-cb-dropped{stroke:\(vermillion)}
    .k-rotation{fill:\(purple);stroke:\(ink)}.k-expiry{fill:#fff;stroke:\(purple);stroke-width:2}
    .k-launch{fill:\(blue)}.k-handled{fill:\(sky);stroke:\(blue)}.k-kill{stroke:\(ink)}
    .k-crash{fill:\(vermillion);stroke:\(ink)}
    .k-memory{fill:#fff;stroke:\(vermillion);stroke-width:2}
    .k-fault{fill:\(ink);stroke:\(yellow)}.k-pass{stroke:\(green)}
    .k-fail{fill:\(vermillion);stroke:\(ink)}
    #tip{position:fixed;z-index:10;max-width:520px;padding:6px 9px;border-radius:4px;\
    background:\(ink);color:#fff;white-space:pre-wrap;pointer-events:none;\
    font:12px/1.4 ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace}
    #tip[hidden]{display:none}
    table.scenarios{border-collapse:collapse;margin:10px 0;font-size:13px}
    .scenarios th,.scenarios td{padding:3px 10px;border-bottom:1px solid #ddd;text-align:left;\
    vertical-align:top}
    .scenarios td.number{text-align:right}
    .result{font-weight:bold}.passed .result{color:#00664a}.failed .result{color:#b34700}
    tr.failed{background:#fbeae0}.summary{font-size:15px}
    section.scenario{margin-top:28px;border-top:2px solid #ccc;padding-top:6px}
    """
}
