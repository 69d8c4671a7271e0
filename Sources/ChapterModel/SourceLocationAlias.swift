import Messages

/// A place in a chapter file: the catalogue's ``Messages/SourceLocation``, which a ``Diagnostic`` points at.
public typealias SourceLocation = Messages.SourceLocation

/// Something a reader of the chapter should know while it is read: a ``Messages/Diagnostic``.
public typealias ChapterDiagnostic = Messages.Diagnostic

/// A chapter file that could not be read at all: an error ``Messages/Diagnostic``.
public typealias ChapterReadError = Messages.Diagnostic
