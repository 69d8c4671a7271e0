// The reader's `import UIKit` brings Foundation with it, as it does on iOS.
@_exported import Foundation
