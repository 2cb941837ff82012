// App code that imports Apple's frameworks gets Foundation with them (UIKit and SwiftUI
// re-export it, and DeviceActivity's API is built on `DateComponents`). App code ported here
// replaces those imports with `import ScreenTimeAPI`, so this module re-exports Foundation too.
@_exported import Foundation
// Foundation's names that Linux's Foundation lacks (`String(localized:)`,
// `LocalizedStringResource`, `autoreleasepool`): on a device a file that imports Foundation has
// them, and so does one that imports this module.
@_exported import FoundationStandIns
// `@Observable` models next to Screen Time code compile on a device with only Foundation and
// the Screen Time frameworks imported, because FamilyControls brings SwiftUI (and with it
// Observation) for its picker.
@_exported import Observation
