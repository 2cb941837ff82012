/// The frame every page shares: one self-contained HTML document with its style sheet, the
/// shapes of marks, a tooltip and the script, and a policy that forbids fetching anything.
enum HTMLPage {
  /// The document titled `title` around `body`.
  static func document(title: String, body: String) -> String {
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    page += "style-src 'unsafe-inline'; script-src 'unsafe-inline';\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page += "<title>\(HTMLText.content(title))</title>\n"
    page += "<style>\n\(PageStyle.sheet)\n</style>\n</head>\n<body>\n"
    page += Glyph.definitions + "\n"
    page += body
    page += "<div id=\"tip\" hidden></div>\n"
    page += "<script>\n\(PageScript.source)\n</script>\n</body>\n</html>\n"
    return page
  }
}
