/**
 * Process configuration, read once at the edge (handlers, local runtime, CLI) and passed down.
 * lib/ code takes these values as arguments; only this file reads process.env.
 */
export interface ServiceConfig {
  /** Development only: let the service fetch loopback and private addresses. */
  allowPrivateTargets: boolean;
  /** Override for the Chromium binary; otherwise @sparticuz/chromium's. */
  chromePath: string | null;
  /** 'auto' renders when a browser can start, else falls back to static; 'static' never renders. */
  renderMode: 'auto' | 'static';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS === '1' || env.ALLOW_PRIVATE_TARGETS === 'true',
    chromePath: env.CHROME_PATH || null,
    renderMode: env.RENDER_MODE === 'static' ? 'static' : 'auto',
  };
}
