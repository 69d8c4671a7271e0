import ArgumentParser
import EngineMessages

/// `--language en` / `--language zh-Hans`: parsed by the language's tag; any other value is refused with both tags
/// listed.
extension ReaderLanguage: ExpressibleByArgument {}
