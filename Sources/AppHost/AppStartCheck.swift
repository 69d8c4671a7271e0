/// The first part of the app backend, which read only each block's opening lines from the app's first screen; the
/// whole blocks now run against the app (``AppBlockCheck``), and its lines keep this name too.
public enum AppStartCheck {
    /// A line checked against the app, left to the engines with the reason, or failed.
    public typealias Line = AppBlockCheck.Line
}
