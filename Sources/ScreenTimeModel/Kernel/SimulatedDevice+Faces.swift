// The device offers each audience its own face; what conforms is implemented in the kernel's
// other files.

extension SimulatedDevice: DeviceView {}
extension SimulatedDevice: DeviceDriver {}
extension SimulatedDevice: FaultInjector {}
extension SimulatedDevice: SystemServices {}
