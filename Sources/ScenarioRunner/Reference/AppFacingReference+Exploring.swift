extension AppFacingReference {
  /// The section on exploring a team's app: its reach, its variants, its extensions reached.
  static let exploring = """
    ## Exploring your app

    `my-stsim explore --app NAME` writes random stories for your app and shrinks each failure to \
    a file. The stories use only what your app can do: no step in its `unsupportedSteps` and \
    nothing that needs a capability it declares `lacking`, so no run is skipped and every file \
    replays as a failure. Each `policy-option` your `PolicyEntry` declares is turned on in a \
    third of the stories, and kept in a written file only when the failure needs it. Stories \
    open what was picked and blocked, tap its shield (primary, secondary and, on 26.4 and later, \
    submenu items) and land where schedules start and end, so every entry point of your shield \
    configuration, shield action and monitor extensions is called (see \
    [exploring.md](exploring.md#follow-ups-reaching-every-extension-entry-point)). The files \
    name your program and your app: `'my-stsim run FILE --policy NAME' fails`.

    """
}
