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
  /**
   * PUBLIC_BASE_URL: where clients reach the service (`https://audit.example.com`, or behind a
   * path prefix), without the API's base path. Links the service hands out (share links) are built
   * on it, never on a request's Host header. Null: API Gateway's own domain on AWS, the embedded
   * server's own address locally.
   */
  publicBaseUrl: string | null;
}

/** PUBLIC_BASE_URL checked: an absolute http(s) URL without credentials, query or fragment. */
export function parsePublicBaseUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_BASE_URL is not a URL: ${value.slice(0, 100)}`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  )
    throw new Error('PUBLIC_BASE_URL must be an http(s) URL without credentials, query or fragment');
  return url.href.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS === '1' || env.ALLOW_PRIVATE_TARGETS === 'true',
    chromePath: env.CHROME_PATH || null,
    renderMode: env.RENDER_MODE === 'static' ? 'static' : 'auto',
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL),
  };
}
