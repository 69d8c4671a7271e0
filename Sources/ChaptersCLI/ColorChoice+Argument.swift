import Reports
import ArgumentParser

extension ColorChoice: ExpressibleByArgument {}
