// The VS Code client of `stsim lsp`: starts the server for .scenario files and stops it with
// the window. The executable and its arguments come from the settings stsim.path and
// stsim.arguments, so a team's own stsim (`my-stsim lsp --app NAME`) serves its app's codes.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("stsim");
  const command = settings.get("path", "stsim");
  const args = ["lsp", ...settings.get("arguments", [])];
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  const options = folder ? { cwd: folder.uri.fsPath } : {};
  const server = { command, args, options, transport: TransportKind.stdio };
  client = new LanguageClient(
    "stsim",
    "ScreenTimeSim scenarios",
    { run: server, debug: server },
    { documentSelector: [{ language: "scenario" }] });
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("stsim")) {
        vscode.window.showInformationMessage("Reload the window to restart stsim lsp with the new settings.");
      }
    }));
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
