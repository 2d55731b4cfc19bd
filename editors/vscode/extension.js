// Starts `mapscript lsp` for mapscript files and connects it to the editor over standard
// input and output. The command is `mapscript.server.path` (by default `mapscript` on PATH).
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("mapscript").get("server.path", "mapscript");
  const server = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient(
    "mapscript",
    "mapscript",
    { run: server, debug: server },
    { documentSelector: [{ scheme: "file", language: "mapscript" }, { scheme: "untitled", language: "mapscript" }] }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
