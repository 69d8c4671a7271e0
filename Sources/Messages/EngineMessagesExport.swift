// The catalogue's base (`ReaderLanguage`, `LocalizedText`, `Plural`) and the engines' refusals live in the small
// `EngineMessages` module, so that the engines do not build the rest of the catalogue; whoever imports `Messages`
// sees them too.
@_exported import EngineMessages
