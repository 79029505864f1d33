import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config.js';
import { CHECKS } from '../../lib/engine/checks/registry.js';
import { auditInProcess } from '../../lib/scans/audit-in-process.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';

/** Checks whose verdict comes from the server or the network, not from the page. */
const SERVED = new Set(
  CHECKS.filter((c) => c.uses?.some((d) => d === 'transport' || d === 'timing')).map((c) => c.id),
);

let server: LocalServer;

beforeAll(async () => {
  server = await serveCorpus();
});

afterAll(async () => {
  await server.close();
});

describe('an audit of a page served from this machine (as the CLI audits a file)', () => {
  const env = { RENDER_MODE: 'static' };
  const config = { ...readConfig(env), allowPrivateTargets: true };

  it('is never told to install TLS, fix headers or speed up the local server', async () => {
    expect(SERVED.size).toBeGreaterThanOrEqual(7);
    for (const page of [
      'saas/agilezen-home.html',
      'ecommerce/wellca-shampoo-pdp.html',
      'agency/misterplumber-home.html',
    ]) {
      const { audit } = await auditInProcess(server.at(`/${page}`), { config, env, localFile: true });
      const served = audit.findings.flatMap((f) => f.check_ids).filter((id) => SERVED.has(id));
      expect(served, page).toEqual([]);
      expect(audit.findings.length, page).toBeGreaterThan(0);
    }
  });

  it("judges HTTPS by the live address the page gives itself, never by the local server's", async () => {
    // agilezen's canonical link is http://www.agilezen.com/; the local server is http://127.0.0.1
    const { audit } = await auditInProcess(server.at('/saas/agilezen-home.html'), {
      config,
      env,
      localFile: true,
    });
    const https = audit.findings.find((f) => f.check_ids.includes('SPEED_010'));
    expect(https?.confidence).toBe('medium');
    const quoted = JSON.stringify(https?.evidence ?? []);
    expect(quoted).toContain('agilezen.com');
    expect(quoted).not.toContain('127.0.0.1');
  });

  it('says the same for a loopback URL that is not a file', async () => {
    const { audit } = await auditInProcess(server.at('/saas/agilezen-home.html'), { config, env });
    expect(audit.findings.flatMap((f) => f.check_ids).filter((id) => SERVED.has(id))).toEqual([]);
  });
});
