/**
 * `npm run mcp`: the MCP server on stdio, run from its esbuild bundle (dist/mcp/main.mjs, built by
 * `npm run build`). AUDIT_API_URL and AUDIT_API_KEY point it at the service (every tool calls the
 * API with that key); without them it runs the engine in this process, loaded on the first tool
 * call (server.ts), so `initialize` is answered before any of it is read. stdout carries the
 * protocol only, so logs are silenced unless LOG_LEVEL says otherwise (the logger is read with
 * the engine, after this line).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from './server.js';

process.env.LOG_LEVEL ??= 'SILENT';

const { server, close } = createMcpServer({
  apiUrl: process.env.AUDIT_API_URL ?? null,
  apiKey: process.env.AUDIT_API_KEY ?? null,
});
await server.connect(new StdioServerTransport());

const stop = (): void => {
  void close().finally(() => process.exit(0));
};
process.stdin.on('close', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
