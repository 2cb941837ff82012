// App code that imports Apple's frameworks gets Foundation with them (UIKit and SwiftUI
// re-export it, and DeviceActivity's API is built on `DateComponents`). App code ported here
// replaces those imports with `import ScreenTimeAPI`, so this module re-exports Foundation too.
@_exported import Foundation
// `@Observable` models next to Screen Time code compile on a device with only Foundation and
// the Screen Time frameworks imported, because FamilyControls brings SwiftUI (and with it
// Observation) for its picker.
@_exported import Observation
