import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { accountOverview } from '../accounts/account-overview.js';
import {
  accountForKey,
  ensureKeyListed,
  issueNewKey,
  keyIdOf,
  listKeys,
  revokeKeyById,
  toPublicKey,
} from '../accounts/accounts.js';
import { describeZodError, requestHeader } from '../api/http.js';
import { publicBaseUrl } from '../api/public-url.js';
import { PORTAL_ROUTES, matchPath } from '../api/routes.js';
import { scanRequestSchema, webhookRequestSchema } from '../api/schemas.js';
import { normalizeTargetUrl } from '../api/target-url.js';
import { ServiceError } from '../errors.js';
import { htmlHeaders } from '../html-report/html.js';
import { REPORT_CSP, renderReportPage } from '../html-report/report-page.js';
import { reportInputOf } from '../html-report/report-source.js';
import { PLANS } from '../accounts/plans.js';
import { takeMinuteToken } from '../limits/rate-limits.js';
import { logger } from '../runtime/logger.js';
import type { Services } from '../runtime/services.js';
import { getScan, listScans } from '../scans/scans.js';
import { createShareLink, revokeShareLink } from '../scans/share-links.js';
import { submitScan } from '../scans/submit-scan.js';
import { serviceStatus } from '../status/service-status.js';
import {
  WEBHOOK_EVENTS,
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  toPublic,
} from '../webhooks/endpoints.js';
import { recentDeliveries, redeliverOwned, sendTestEvent } from '../webhooks/owner-deliveries.js';
import {
  PORTAL_CSP,
  keysPage,
  messagePage,
  overviewPage,
  shareCreatedPage,
  signInPage,
  webhooksPage,
  type Chrome,
} from './pages.js';
import { clearKeyFailures, recordSignInFailure, signInWait } from './sign-in-throttle.js';
import {
  clearedSessionCookie,
  closeSession,
  csrfMatches,
  openSession,
  sessionCookie,
  sessionFor,
  sessionTokenOf,
  setFlash,
  takeFlash,
  type Session,
} from './sessions.js';

/** What a POST leaves for the page it redirects to, shown once. */
type Flash =
  | { kind: 'share'; link: Parameters<typeof shareCreatedPage>[1] }
  | { kind: 'webhook'; created: NonNullable<Parameters<typeof webhooksPage>[1]['created']> }
  | { kind: 'key'; created: NonNullable<Parameters<typeof keysPage>[1]['created']> };

/**
 * The developer portal at /portal: one function serves every page and form (the route table
 * lib/api/routes.ts lists them for both runtimes). GET renders; POST acts and redirects (303) back
 * to a page, so a reload never repeats an action. What is shown once (a new webhook's secret, a
 * new key, a share link) waits for that page in the session's flash, encrypted with a key only
 * the session cookie can derive, and is removed when shown.
 */
export const PORTAL_BASE = '/portal';

/** Confirmations a redirect may name (`?done=`): fixed texts, so no caller text travels in an address. */
const DONE: Record<string, string> = {
  'scan-started': 'Scan started. It appears below; reload the page to follow it.',
  'share-revoked': 'The share link is revoked: it now answers 404.',
  'webhook-deleted': 'The webhook endpoint is deleted.',
  'test-sent': 'A test event is on its way; its delivery appears below once attempted (reload).',
  redelivered: 'The delivery is queued again.',
  'key-revoked': 'The key is revoked.',
  'signed-out': 'You are signed out.',
  'session-ended': 'Your session ended: sign in again.',
};

type Result = APIGatewayProxyResult;

/** The portal's pages send their referrer (never a secret: those are not in addresses) to their own origin only. */
const PORTAL_REFERRER = 'same-origin';

function page(status: number, body: string, extra: Record<string, string> = {}): Result {
  return {
    statusCode: status,
    headers: { ...htmlHeaders(PORTAL_CSP), 'referrer-policy': PORTAL_REFERRER, ...extra },
    body,
  };
}

function redirect(location: string, extra: Record<string, string> = {}): Result {
  return {
    statusCode: 303,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': PORTAL_REFERRER, ...extra },
    body: '',
  };
}

/**
 * The portal's address prefix as the browser sees it: on the default execute-api domain the stage
 * is part of the path (`/prod/portal`); a custom domain and the embedded server have none.
 */
export function portalBase(event: Pick<APIGatewayProxyEvent, 'requestContext'>): string {
  const ctx = event.requestContext;
  if (ctx?.domainName?.includes('.execute-api.') && ctx.stage && ctx.stage !== 'local')
    return `/${ctx.stage}${PORTAL_BASE}`;
  return PORTAL_BASE;
}

/** A urlencoded form body (what a plain HTML form posts). */
function formOf(event: Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>): URLSearchParams {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  return new URLSearchParams(raw);
}

/**
 * True when the browser says the request comes from another site's page: Sec-Fetch-Site where the
 * browser sends it (every current one does), else an Origin that is not this host. The portal's
 * pages send their referrer to their own origin only, so their forms carry a real Origin.
 */
export function crossSite(event: Pick<APIGatewayProxyEvent, 'headers'>): boolean {
  const site = requestHeader(event, 'sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = requestHeader(event, 'origin');
  if (!origin) return false;
  try {
    return origin === 'null' || new URL(origin).host !== (requestHeader(event, 'host') ?? '');
  } catch {
    return true;
  }
}

/** What the portal answers a request with: the page, the redirect, or an error page (never JSON). */
export async function handlePortal(svc: Services, event: APIGatewayProxyEvent): Promise<Result> {
  const base = portalBase(event);
  const now = svc.now();
  const method = event.httpMethod;
  const path = (event.resource ?? '').slice(PORTAL_BASE.length) || '/';
  const allowed = PORTAL_ROUTES.filter((r) => (r.path || '/') === path).map((r) => r.method);
  if (allowed.length && !allowed.includes(method as (typeof allowed)[number])) {
    const allow = [...new Set(allowed)].join(', ');
    const chrome: Chrome = { base, csrf: null, current: null, notice: null };
    return page(
      405,
      messagePage(chrome, 'Method not allowed', `This page answers ${allow} only, not ${method}.`),
      { allow },
    );
  }
  const status = await serviceStatus(svc.table, now).catch(() => null);
  const notice = status?.notice ?? null;
  const signedOut: Chrome = { base, csrf: null, current: null, notice };
  const query = event.queryStringParameters ?? {};
  const done = query.done && Object.hasOwn(DONE, query.done) ? DONE[query.done] : null;
  const token = sessionTokenOf(requestHeader(event, 'cookie'));
  const session = await sessionFor(svc.table, token, now);

  // Forms are posted by the portal's own pages: a browser marks a post from another site
  // (Sec-Fetch-Site, Origin), which is refused before anything is read, sign-in included (login CSRF).
  if (method === 'POST' && crossSite(event))
    return page(
      403,
      messagePage(signedOut, 'Refused', 'Portal forms can only be sent from the portal’s own pages.'),
    );
  if (method === 'POST' && path === '/sign-in') {
    const key = formOf(event).get('api_key')?.trim() ?? '';
    const attempt = { client: event.requestContext?.identity?.sourceIp ?? 'unknown', key };
    const wait = await signInWait(svc.table, attempt, now);
    if (wait > 0)
      return page(429, signInPage(signedOut, `Too many failed sign-ins: try again in ${wait} s.`, null), {
        'retry-after': String(wait),
      });
    const account = key ? await accountForKey(svc.table, key) : null;
    if (!account) {
      await recordSignInFailure(svc.table, attempt, now);
      return page(401, signInPage(signedOut, 'That API key is unknown or revoked.', null));
    }
    // Signing in is a request of the account like any other: over its per-minute budget, refused.
    try {
      await takeMinuteToken(
        svc.table,
        account.account_id,
        account.requests_per_minute ?? PLANS[account.plan].requestsPerMinute,
        now,
      );
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      return page(429, signInPage(signedOut, err.message, null), {
        'retry-after': err.headers['Retry-After'] ?? '1',
      });
    }
    const opened = await openSession(svc.table, key, now);
    if (!opened) return page(401, signInPage(signedOut, 'That API key is unknown or revoked.', null));
    await clearKeyFailures(svc.table, key);
    await ensureKeyListed(svc.table, opened.session.keyHash);
    return redirect(base, { 'set-cookie': sessionCookie(opened.token) });
  }
  if (!session) {
    if (method === 'GET' && path === '/') return page(200, signInPage(signedOut, null, done));
    // A form of an expired session, or a page opened signed out: back to the sign-in form.
    return redirect(`${base}?done=session-ended`, { 'set-cookie': clearedSessionCookie() });
  }
  const chrome = (current: Chrome['current']) => ({ base, csrf: session.csrf, current, notice });
  // A signed-in page counts against the account's per-minute budget, as an API request does.
  try {
    const plan = PLANS[session.account.plan];
    await takeMinuteToken(
      svc.table,
      session.account.account_id,
      session.account.requests_per_minute ?? plan.requestsPerMinute,
      now,
    );
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    return page(429, messagePage(chrome(null), 'Too many requests', err.message), {
      'retry-after': err.headers['Retry-After'] ?? '1',
    });
  }
  if (method === 'POST') {
    const form = formOf(event);
    if (!csrfMatches(session, form.get('csrf') ?? undefined))
      return page(
        403,
        messagePage(
          chrome(null),
          'Form expired',
          'This form is from another session; reload the page and try again.',
        ),
      );
    try {
      return await act(svc, event, { session, token: token! }, path, form, chrome);
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      return errorPage(svc, session, chrome, path, err);
    }
  }
  if (method !== 'GET')
    return page(405, messagePage(chrome(null), 'Not allowed', 'Use the portal’s links and forms.'));
  try {
    const flash = await takeFlash<Flash>(svc.table, token!, session);
    return await show(svc, event, session, path, chrome, done, flash);
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    return page(err.status, messagePage(chrome(null), 'Not found', err.message));
  }
}

/** The page a failed form came from, with the error on it (the status is the error's). */
async function errorPage(
  svc: Services,
  session: Session,
  chrome: (c: Chrome['current']) => Chrome & { csrf: string },
  path: string,
  err: ServiceError,
): Promise<Result> {
  if (path.startsWith('/webhooks') || path.startsWith('/deliveries'))
    return page(err.status, await webhooksView(svc, session, chrome('webhooks'), { error: err.message }));
  if (path.startsWith('/keys'))
    return page(err.status, await keysView(svc, session, chrome('keys'), { error: err.message }));
  return page(err.status, await overviewView(svc, session, chrome('overview'), { error: err.message }));
}

async function overviewView(
  svc: Services,
  session: Session,
  chrome: Chrome & { csrf: string },
  opts: { error?: string; done?: string | null; cursor?: string | null },
): Promise<string> {
  const [account, scans] = await Promise.all([
    accountOverview(svc.table, session.account, svc.now()),
    listScans(svc.table, session.account.account_id, { limit: 20, cursor: opts.cursor ?? null }),
  ]);
  return overviewPage(chrome, {
    account,
    scans: scans.items.map((s) => ({
      scan_id: s.scan_id,
      url: s.url,
      status: s.status,
      score: s.score ?? null,
      verdict: s.verdict ?? null,
      created_at: s.created_at,
    })),
    nextCursor: scans.next_cursor,
    done: opts.done ?? null,
    error: opts.error ?? null,
  });
}

async function webhooksView(
  svc: Services,
  session: Session,
  chrome: Chrome & { csrf: string },
  opts: { error?: string; done?: string | null; created?: Parameters<typeof webhooksPage>[1]['created'] },
): Promise<string> {
  const accountId = session.account.account_id;
  const endpoints = await listEndpoints(svc.table, accountId);
  return webhooksPage(chrome, {
    endpoints: await Promise.all(
      endpoints.map(async (e) => ({
        endpoint: toPublic(e),
        deliveries: await recentDeliveries(svc, accountId, e.id, 10),
      })),
    ),
    events: WEBHOOK_EVENTS,
    created: opts.created ?? null,
    done: opts.done ?? null,
    error: opts.error ?? null,
  });
}

async function keysView(
  svc: Services,
  session: Session,
  chrome: Chrome & { csrf: string },
  opts: { error?: string; done?: string | null; created?: Parameters<typeof keysPage>[1]['created'] },
): Promise<string> {
  const keys = await listKeys(svc.table, session.account.account_id);
  return keysPage(chrome, {
    keys: keys.map(toPublicKey),
    currentKeyId: keyIdOf(session.keyHash),
    created: opts.created ?? null,
    done: opts.done ?? null,
    error: opts.error ?? null,
  });
}

async function ownScan(svc: Services, session: Session, id: string | undefined) {
  const scan = /^sc_[0-9a-z]{1,60}$/.test(id ?? '') ? await getScan(svc.table, id!) : null;
  if (!scan || scan.account_id !== session.account.account_id)
    throw new ServiceError('NOT_FOUND', 'No such scan on this account.');
  return scan;
}

async function show(
  svc: Services,
  event: APIGatewayProxyEvent,
  session: Session,
  path: string,
  chrome: (c: Chrome['current']) => Chrome & { csrf: string },
  done: string | null,
  flash: Flash | null,
): Promise<Result> {
  if (path === '/share' && flash?.kind === 'share')
    return page(200, shareCreatedPage(chrome(null), flash.link));
  if (path === '/share') return redirect(chrome(null).base);
  if (path === '/') {
    const cursor = event.queryStringParameters?.cursor ?? null;
    return page(200, await overviewView(svc, session, chrome('overview'), { done, cursor }));
  }
  if (path === '/webhooks')
    return page(
      200,
      await webhooksView(svc, session, chrome('webhooks'), {
        done,
        created: flash?.kind === 'webhook' ? flash.created : null,
      }),
    );
  if (path === '/keys')
    return page(
      200,
      await keysView(svc, session, chrome('keys'), {
        done,
        created: flash?.kind === 'key' ? flash.created : null,
      }),
    );
  const report = matchPath('/scans/{id}/report', path);
  if (report) {
    const scan = await ownScan(svc, session, event.pathParameters?.id);
    return {
      statusCode: 200,
      headers: htmlHeaders(REPORT_CSP),
      body: renderReportPage(await reportInputOf(svc, scan)),
    };
  }
  throw new ServiceError('NOT_FOUND', 'There is no such portal page.');
}

async function act(
  svc: Services,
  event: APIGatewayProxyEvent,
  { session, token }: { session: Session; token: string },
  path: string,
  form: URLSearchParams,
  chrome: (c: Chrome['current']) => Chrome & { csrf: string },
): Promise<Result> {
  const base = chrome(null).base;
  const accountId = session.account.account_id;
  const p = event.pathParameters ?? {};
  if (path === '/sign-out') {
    await closeSession(svc.table, session);
    return redirect(`${base}?done=signed-out`, { 'set-cookie': clearedSessionCookie() });
  }
  if (path === '/scans') {
    const parsed = scanRequestSchema.safeParse({ url: form.get('url')?.trim() ?? '', async: true });
    if (!parsed.success) throw new ServiceError('INVALID_URL', describeZodError(parsed.error));
    await submitScan(svc, session.account, parsed.data, { asyncWithoutWebhook: true });
    return redirect(`${base}?done=scan-started`);
  }
  if (matchPath('/scans/{id}/share', path)) {
    const scan = await ownScan(svc, session, p.id);
    if (scan.status !== 'completed')
      throw new ServiceError('NOT_FOUND', 'Only a completed scan has a report to share.');
    const link = await createShareLink(
      svc.table,
      { accountId, scanId: scan.scan_id, baseUrl: publicBaseUrl(event, svc.config.publicBaseUrl) },
      svc.now(),
    );
    await setFlash(svc.table, token, { kind: 'share', link } satisfies Flash);
    return redirect(`${base}/share`);
  }
  if (matchPath('/scans/{id}/share/{share_id}/revoke', path)) {
    const scan = await ownScan(svc, session, p.id);
    await revokeShareLink(
      svc.table,
      { accountId, scanId: scan.scan_id, shareId: p.share_id ?? '' },
      svc.now(),
    );
    return redirect(`${base}?done=share-revoked`);
  }
  if (path === '/webhooks') {
    const description = form.get('description')?.trim();
    const parsed = webhookRequestSchema.safeParse({
      url: form.get('url')?.trim() ?? '',
      ...(form.getAll('events').length ? { events: form.getAll('events') } : {}),
      ...(description ? { description } : {}),
    });
    if (!parsed.success) throw new ServiceError('INVALID_REQUEST', describeZodError(parsed.error));
    let url: string;
    try {
      url = normalizeTargetUrl(parsed.data.url, { allowPrivate: svc.config.allowPrivateTargets });
    } catch (err) {
      if (err instanceof ServiceError) throw new ServiceError('INVALID_REQUEST', `url: ${err.message}`);
      throw err;
    }
    const created = await createEndpoint(svc, accountId, { ...parsed.data, url }, svc.now());
    await setFlash(svc.table, token, { kind: 'webhook', created } satisfies Flash);
    return redirect(`${base}/webhooks`);
  }
  if (matchPath('/webhooks/{id}/delete', path)) {
    await deleteEndpoint(svc.table, accountId, p.id ?? '');
    return redirect(`${base}/webhooks?done=webhook-deleted`);
  }
  if (matchPath('/webhooks/{id}/test', path)) {
    await sendTestEvent(svc, accountId, p.id ?? '');
    return redirect(`${base}/webhooks?done=test-sent`);
  }
  if (matchPath('/deliveries/{id}/redeliver', path)) {
    await redeliverOwned(svc, accountId, p.id ?? '');
    return redirect(`${base}/webhooks?done=redelivered`);
  }
  if (path === '/keys') {
    const created = await issueNewKey(svc.table, accountId, svc.now());
    await setFlash(svc.table, token, { kind: 'key', created } satisfies Flash);
    return redirect(`${base}/keys`);
  }
  if (matchPath('/keys/{id}/revoke', path)) {
    const revoked = await revokeKeyById(svc.table, accountId, p.id ?? '', svc.now());
    if (revoked.key_id === keyIdOf(session.keyHash)) {
      await closeSession(svc.table, session);
      return redirect(`${base}?done=session-ended`, { 'set-cookie': clearedSessionCookie() });
    }
    return redirect(`${base}/keys?done=key-revoked`);
  }
  logger.warn('portal: unknown form target', { path });
  throw new ServiceError('NOT_FOUND', 'There is no such portal form.');
}
