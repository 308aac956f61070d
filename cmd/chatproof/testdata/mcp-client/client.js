// An MCP session with chatproof mcp by the reference TypeScript SDK's
// client (npm @modelcontextprotocol/sdk), which validates every tool's
// structured output against the output schema the server declared.
//
// usage: node client.js CHATPROOF CDP_URL TABS_JSON
// with the SDK installed under $CHATPROOF_NODE_PREFIX (npm install
// --prefix). TABS_JSON names the tabs of the served pages by role:
// {"finished": ID, "wall": ID, "error": ID, "stream": ID, "never": ID}.
// It prints one JSON line per step: {"step", "ms", "result"}, the
// result being the tool's structured output (or tools/list's tools), and
// exits 1 on a protocol error or a tool error.
"use strict";
const path = require("node:path");
const { createRequire } = require("node:module");

const sdk = createRequire(path.join(process.env.CHATPROOF_NODE_PREFIX || ".", "package.json"));
const { Client } = sdk("@modelcontextprotocol/sdk/client/index.js");
const { StdioClientTransport } = sdk("@modelcontextprotocol/sdk/client/stdio.js");

const [bin, cdp, tabsJSON] = process.argv.slice(2);
const tabs = JSON.parse(tabsJSON);

function print(step, started, result) {
  process.stdout.write(JSON.stringify({ step, ms: Date.now() - started, result }) + "\n");
}

async function call(client, name, args, progress) {
  const res = await client.callTool({ name, arguments: args }, undefined, {
    timeout: 120000,
    resetTimeoutOnProgress: true,
    onprogress: progress,
  });
  if (res.isError) {
    throw new Error(`${name}: tool error: ${res.content.map((c) => c.text).join(" ")}`);
  }
  return res.structuredContent;
}

async function main() {
  const transport = new StdioClientTransport({ command: bin, args: ["mcp", "--cdp", cdp], stderr: "inherit" });
  const client = new Client({ name: "chatproof-ts-test", version: "0.0.0" });
  let started = Date.now();
  await client.connect(transport);
  const server = client.getServerVersion();
  print("initialize", started, { name: server.name, version: server.version });

  started = Date.now();
  const { tools } = await client.listTools();
  print("tools/list", started, tools);

  // Two tabs at once: a page that streams a reply and finishes, and one
  // that never finishes, closed once the first wait has its answer.
  started = Date.now();
  // The progress of each notification received, per call, in the order
  // received.
  let progress = 0;
  const neverProgress = [], streamProgress = [];
  let streamingReads = 0; // reads of the streaming tab that saw it still streaming
  let neverEnded = false;
  const never = call(client, "wait_for_reply", { tab: tabs.never, timeout_seconds: 120 }, (p) => {
    progress++;
    neverProgress.push(p.progress);
  }).then((r) => {
    neverEnded = true;
    return r;
  });
  const stream = await call(client, "wait_for_reply", { tab: tabs.stream, min_turn: 6, interval_ms: 200, timeout_seconds: 60 }, (p) => {
    progress++;
    streamProgress.push(p.progress);
    if (/activity strong/.test(p.message || "")) streamingReads++;
  });
  print("wait_for_reply stream", started, { ...stream, streaming_reads: streamingReads });
  const stillWaiting = !neverEnded;
  await fetch(`${cdp}/json/close/${tabs.never}`);
  const closed = await never;
  print("wait_for_reply never, closed mid-wait", started, { ...closed, still_waiting_when_the_other_fired: stillWaiting, progress_notifications: progress,
    never_progress: neverProgress, stream_progress: streamProgress });

  started = Date.now();
  print("list_chat_tabs", started, await call(client, "list_chat_tabs", {}));
  started = Date.now();
  print("read_tab finished", started, await call(client, "read_tab", { tab: tabs.finished }));
  started = Date.now();
  print("wait_for_reply wall", started, await call(client, "wait_for_reply", { tab: tabs.wall, timeout_seconds: 60 }));
  started = Date.now();
  print("presend_check wall", started, await call(client, "presend_check", { tab: tabs.wall }));
  started = Date.now();
  print("wait_for_reply error", started, await call(client, "wait_for_reply", { tab: tabs.error, timeout_seconds: 60 }));

  // A tool error, as a model sees it.
  started = Date.now();
  const bad = await client.callTool({ name: "read_tab", arguments: { tab: "no-such-tab" } });
  print("read_tab no-such-tab", started, { isError: bad.isError === true, text: bad.content.map((c) => c.text).join(" ") });

  await client.close();
}

main().catch((err) => {
  process.stderr.write(`${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
