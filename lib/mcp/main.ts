/**
 * `npm run mcp`: the MCP server on stdio. AUDIT_API_URL and AUDIT_API_KEY point it at the service
 * (every tool calls the API with that key); without them it runs the engine in this process.
 * stdout carries the protocol only, so logs are silenced unless LOG_LEVEL says otherwise.
 */
process.env.LOG_LEVEL ??= 'SILENT';

const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
const { createMcpServer } = await import('./server.js');
const { closeBrowser } = await import('../engine/index.js');

const server = createMcpServer({
  apiUrl: process.env.AUDIT_API_URL ?? null,
  apiKey: process.env.AUDIT_API_KEY ?? null,
});
await server.connect(new StdioServerTransport());

const stop = (): void => {
  void closeBrowser().finally(() => process.exit(0));
};
process.stdin.on('close', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
