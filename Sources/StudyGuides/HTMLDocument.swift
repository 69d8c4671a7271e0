import HTML
/// A whole, self-contained HTML page: the inline stylesheet and the body; no scripts, no outside files.
enum HTMLDocument {
    /// The tag every page carries in its head, by which a later report knows the pages it may replace or remove.
    static let generatorMarker = "<meta name=\"generator\" content=\"chapters report\">"

    /// - Parameter style: CSS the page adds to the shared stylesheet (its figures' animations), made by this tool.
    static func page(language: String, title: String, body: Markup, style: String = "") -> Markup {
        """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
        \(Markup(stringLiteral: generatorMarker))
        <title>\(title)</title>
        <style>
        \(Stylesheet.css)
        \(PredictionMarkup.css)
        \(Markup(stringLiteral: style))</style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }
}
