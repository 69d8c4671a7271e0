import ArgumentParser
import ChapterRenderers

extension ColorChoice: ExpressibleByArgument {}
