import BookVerification
import ListingChecker

/// The runner checks listings through ``ListingChecking``; `chapters` hands it the checker that compiles them with
/// the toolchain's swiftc. (The runner does not depend on the listing checker: the CLI joins the two.)
extension ListingChecker: ListingChecking {}
