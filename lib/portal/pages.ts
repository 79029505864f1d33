import type { AccountOverview } from '../accounts/account-overview.js';
import type { PublicKey } from '../accounts/accounts.js';
import { html, SafeHtml, safeHref, strictCsp } from '../html-report/html.js';
import type { MaintenanceNotice } from '../status/service-status.js';
import type { DeliveryView } from '../webhooks/owner-deliveries.js';
import type { PublicEndpoint } from '../webhooks/endpoints.js';

/**
 * The developer portal's pages: server-rendered HTML with plain forms and no script at all, built
 * only through the escaping template of lib/html-report/html.ts (scan URLs, webhook URLs and error
 * messages are caller or page text). Every form posts back to the portal with the session's CSRF
 * token; the CSP allows no script and forms to this origin only.
 */
export const PORTAL_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f6f7f9}
header.top{background:#14213d;color:#fff;padding:12px 24px;display:flex;flex-wrap:wrap;gap:16px;align-items:center}
header.top a{color:#fff}
header.top .brand{font-weight:700;margin-right:auto}
nav ul{list-style:none;margin:0;padding:0;display:flex;gap:16px}
nav a[aria-current="page"]{font-weight:700;text-decoration-thickness:3px}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:1.6rem;margin:0 0 16px}
h2{font-size:1.25rem;margin:32px 0 12px}
section.card{background:#fff;border:1px solid #d0d5dd;border-radius:8px;padding:16px 20px;margin-bottom:20px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #d0d5dd;vertical-align:top}
td.url{word-break:break-all;max-width:420px}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0}
label{display:block;font-weight:600;margin-bottom:4px}
input[type=text],input[type=url],input[type=password]{width:100%;max-width:560px;padding:8px;border:1px solid #6b7280;border-radius:4px;font:inherit}
fieldset{border:1px solid #d0d5dd;border-radius:4px;margin:12px 0;padding:8px 12px}
legend{font-weight:600}
fieldset label{display:inline;font-weight:400;margin-right:12px}
.field{margin-bottom:12px}
button{font:inherit;padding:6px 14px;border-radius:4px;border:1px solid #14213d;background:#14213d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#14213d}
button.danger{background:#fff;color:#a4161a;border-color:#a4161a}
form.inline{display:inline}
a{color:#1d4ed8}
a:focus,button:focus,input:focus{outline:3px solid #f59e0b;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:#fff;color:#1d4ed8;padding:8px;z-index:1}
.notice{background:#fff7e6;border:1px solid #b45309;border-radius:8px;padding:12px 16px;margin-bottom:20px}
.done{background:#ecfdf3;border:1px solid #067647;border-radius:8px;padding:12px 16px;margin-bottom:20px}
.error{background:#fef3f2;border:1px solid #b42318;border-radius:8px;padding:12px 16px;margin-bottom:20px}
.secret{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f2f4f7;border:1px solid #98a2b3;padding:8px;word-break:break-all;display:block;margin:8px 0}
.muted{color:#475467}
.flush{margin-top:0}
.notice h2{margin:0 0 4px;font-size:1rem}.notice p{margin:0}
h3.endpoint-url{margin-top:0;word-break:break-all}
.actions{margin:12px 0;display:flex;gap:8px;flex-wrap:wrap}
dd,td,th,p,li{overflow-wrap:anywhere}
@media (max-width:640px){
header.top{padding:12px 16px}
main{padding:16px}
section.card{padding:12px 14px}
dl.facts{grid-template-columns:minmax(0,1fr);gap:0}
dl.facts dd{margin:0 0 8px}
table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table,tbody,tr,td{display:block;width:100%}
tr{border-bottom:1px solid #d0d5dd;padding:8px 0}
td{border:0;padding:2px 8px}
td[data-label]::before{content:attr(data-label) ": ";font-weight:600}
td.url{max-width:none}
}
`;

export const PORTAL_CSP = strictCsp(PORTAL_CSS, { formAction: "'self'" });

/**
 * The stylesheet element, built outside the html template: its text must be exactly PORTAL_CSS,
 * whose hash the CSP allows. Inside the template, formatting indented it and the browser dropped
 * every style of the portal.
 */
const STYLE_ELEMENT = new SafeHtml(`<style>${PORTAL_CSS}</style>`);

export interface Chrome {
  /** The portal's address prefix: `/portal`, or `/<stage>/portal` on an execute-api domain. */
  base: string;
  csrf: string | null;
  current: 'overview' | 'webhooks' | 'keys' | null;
  notice: MaintenanceNotice | null;
}

function noticeBox(notice: MaintenanceNotice | null): SafeHtml | string {
  if (!notice) return '';
  const when = `${notice.starts_at.slice(0, 16).replace('T', ' ')} UTC${notice.ends_at ? ` to ${notice.ends_at.slice(0, 16).replace('T', ' ')} UTC` : ''}`;
  return html`<section class="notice" aria-labelledby="notice-title">
    <h2 id="notice-title">Maintenance notice</h2>
    <p>${notice.text}</p>
    <p class="muted">${when}</p>
  </section>`;
}

/** A hidden field with the session's CSRF token: every form of a signed-in page carries it. */
export function csrfField(csrf: string | null): SafeHtml | string {
  return csrf ? html`<input type="hidden" name="csrf" value="${csrf}" />` : '';
}

export function layout(chrome: Chrome, title: string, content: SafeHtml | SafeHtml[]): string {
  const link = (key: Chrome['current'], href: string, text: string) =>
    html`<li>
      <a href="${chrome.base}${href}" ${chrome.current === key ? html`aria-current="page"` : ''}>${text}</a>
    </li>`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="same-origin" />
        <title>${title} · Developer portal</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <a class="skip" href="#main">Skip to the content</a>
        <header class="top">
          <span class="brand">Conversion audit · Developer portal</span>
          ${
            chrome.csrf
              ? html`<nav aria-label="Portal">
                    <ul>
                      ${link('overview', '', 'Overview')} ${link('webhooks', '/webhooks', 'Webhooks')}
                      ${link('keys', '/keys', 'API keys')}
                    </ul>
                  </nav>
                  <form class="inline" method="post" action="${chrome.base}/sign-out">
                    ${csrfField(chrome.csrf)}<button type="submit" class="secondary">Sign out</button>
                  </form>`
              : ''
          }
        </header>
        <main id="main" tabindex="-1">${noticeBox(chrome.notice)}${content}</main>
      </body>
    </html> `.value;
}

export function messageBox(kind: 'done' | 'error', text: string | null): SafeHtml | string {
  if (!text) return '';
  return kind === 'error'
    ? html`<div class="error" role="alert">${text}</div>`
    : html`<div class="done" role="status">${text}</div>`;
}

export function signInPage(chrome: Chrome, error: string | null, done: string | null): string {
  return layout(
    chrome,
    'Sign in',
    html`<h1>Sign in</h1>
      ${messageBox('error', error)}${messageBox('done', done)}
      <section class="card">
        <form method="post" action="${chrome.base}/sign-in">
          <div class="field">
            <label for="api_key">API key</label>
            <input
              id="api_key"
              name="api_key"
              type="password"
              autocomplete="off"
              spellcheck="false"
              required
              aria-describedby="api_key_help"
            />
            <p id="api_key_help" class="muted">
              The key is exchanged for a session of one hour; it is not kept in the browser.
            </p>
          </div>
          <button type="submit">Sign in</button>
        </form>
      </section>`,
  );
}

export interface ScanRow {
  scan_id: string;
  url: string;
  status: string;
  score: number | null;
  verdict: string | null;
  created_at: string;
}

const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

export function overviewPage(
  chrome: Chrome & { csrf: string },
  view: {
    account: AccountOverview;
    scans: ScanRow[];
    nextCursor: string | null;
    done: string | null;
    error: string | null;
  },
): string {
  const a = view.account;
  const rows = view.scans.map(
    (s) =>
      html`<tr>
        <td class="url" data-label="Page">${s.url}</td>
        <td data-label="Status">${s.status}</td>
        <td data-label="Score">
          ${s.score === null ? '—' : html`${s.score}${s.verdict ? html` <span class="muted">(${s.verdict})</span>` : ''}`}
        </td>
        <td data-label="Started">${when(s.created_at)}</td>
        <td data-label="Report">
          ${
            s.status === 'completed'
              ? html`<a href="${chrome.base}/scans/${s.scan_id}/report"
                    >Report<span class="sr-only"> of ${s.url}</span></a
                  >
                  <form class="inline" method="post" action="${chrome.base}/scans/${s.scan_id}/share">
                    ${csrfField(chrome.csrf)}<button
                      type="submit"
                      class="secondary"
                      aria-label="Create a share link for the report of ${s.url}"
                    >
                      Share link
                    </button>
                  </form>`
              : html`<span class="muted"
                  >${s.status === 'failed' ? 'no report' : 'in progress; reload to update'}</span
                >`
          }
        </td>
      </tr>`,
  );
  return layout(
    chrome,
    'Overview',
    html`<h1>Overview</h1>
      ${messageBox('error', view.error)}${messageBox('done', view.done)}
      <section class="card" aria-labelledby="usage">
        <h2 id="usage" class="flush">Usage and credits</h2>
        <dl class="facts">
          <dt>Account</dt>
          <dd>${a.account_id}</dd>
          <dt>Plan</dt>
          <dd>${a.plan.label}</dd>
          <dt>Credits left</dt>
          <dd>${a.credits}${a.trial_scans_left !== null ? ' trial scans' : ''}</dd>
          <dt>This month (${a.usage_this_month.period})</dt>
          <dd>
            ${a.usage_this_month.scans} scans, ${a.usage_this_month.refunded} refunded,
            $${a.usage_this_month.spend_usd.toFixed(2)}
          </dd>
          <dt>All time</dt>
          <dd>${a.usage_total.scans} scans, $${a.usage_total.spend_usd.toFixed(2)}</dd>
          <dt>Rate limits</dt>
          <dd>
            ${a.rate_limits.requests_per_minute} requests a minute,
            ${a.rate_limits.concurrent_requests_per_key} concurrent scans a key
          </dd>
        </dl>
      </section>
      <section class="card" aria-labelledby="start">
        <h2 id="start" class="flush">Start a scan</h2>
        <form method="post" action="${chrome.base}/scans">
          ${csrfField(chrome.csrf)}
          <div class="field">
            <label for="scan_url">Page address</label>
            <input
              id="scan_url"
              name="url"
              type="text"
              inputmode="url"
              required
              placeholder="https://example.com/"
            />
          </div>
          <button type="submit">Start the scan</button>
          <p class="muted">
            One credit. The scan runs in the background; its report appears in the list below.
          </p>
        </form>
      </section>
      <h2 id="scans">Scans</h2>
      ${
        view.scans.length
          ? html`<table aria-labelledby="scans">
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Status</th>
                  <th scope="col">Score</th>
                  <th scope="col">Started</th>
                  <th scope="col">Report</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
          : html`<p>No scans yet.</p>`
      }
      ${
        view.nextCursor
          ? html`<p>
              <a href="${chrome.base}?cursor=${encodeURIComponent(view.nextCursor)}">Older scans</a>
            </p>`
          : ''
      }`,
  );
}

export function shareCreatedPage(
  chrome: Chrome & { csrf: string },
  link: { share_id: string; scan_id: string; url: string; expires_at: string | null },
): string {
  return layout(
    chrome,
    'Share link',
    html`<h1>Share link created</h1>
      <section class="card">
        <p>
          Anyone with this address can read the report of scan ${link.scan_id} without a
          key${link.expires_at ? html`, until ${when(link.expires_at)}` : ''}. It is shown only now: copy it.
        </p>
        <label for="share_url">Share link</label>
        <input id="share_url" type="text" readonly value="${link.url}" />
        <p><a href="${safeHref(link.url)}">Open the shared report</a></p>
        <form method="post" action="${chrome.base}/scans/${link.scan_id}/share/${link.share_id}/revoke">
          ${csrfField(chrome.csrf)}
          <button type="submit" class="danger">Revoke this link (${link.share_id})</button>
        </form>
        <p><a href="${chrome.base}">Back to the overview</a></p>
      </section>`,
  );
}

export function webhooksPage(
  chrome: Chrome & { csrf: string },
  view: {
    endpoints: { endpoint: PublicEndpoint; deliveries: DeliveryView[] }[];
    events: readonly string[];
    created: (PublicEndpoint & { secret: string }) | null;
    done: string | null;
    error: string | null;
  },
): string {
  const deliveryRows = (ds: DeliveryView[]) =>
    ds.map((d) => {
      const last = d.attempts[d.attempts.length - 1];
      return html`<tr>
        <td data-label="Event">${d.event}</td>
        <td data-label="Status">${d.status}</td>
        <td data-label="Attempts">${d.attempts.length}</td>
        <td data-label="Last HTTP status">
          ${last ? (last.status ?? `none (${last.error ?? 'no answer'})`) : '—'}
        </td>
        <td data-label="Created">${when(d.created_at)}</td>
        <td data-label="Action">
          ${
            d.redeliverable
              ? html`<form
                  class="inline"
                  method="post"
                  action="${chrome.base}/deliveries/${d.delivery_id}/redeliver"
                >
                  ${csrfField(chrome.csrf)}<button
                    type="submit"
                    class="secondary"
                    aria-label="Redeliver ${d.event} ${d.delivery_id}"
                  >
                    Redeliver
                  </button>
                </form>`
              : ''
          }
        </td>
      </tr>`;
    });
  const endpoints = view.endpoints.map(
    ({ endpoint: e, deliveries }) =>
      html`<section class="card" aria-labelledby="h-${e.id}">
        <h3 id="h-${e.id}" class="endpoint-url">${e.url}</h3>
        <dl class="facts">
          <dt>Id</dt>
          <dd>${e.id}</dd>
          <dt>Events</dt>
          <dd>${e.events.join(', ')}</dd>
          ${
            e.description
              ? html`<dt>Description</dt>
                  <dd>${e.description}</dd>`
              : ''
          }
          <dt>Registered</dt>
          <dd>${when(e.created_at)}</dd>
        </dl>
        <div class="actions">
          <form class="inline" method="post" action="${chrome.base}/webhooks/${e.id}/test">
            ${csrfField(chrome.csrf)}<button
              type="submit"
              class="secondary"
              aria-label="Send a test event to ${e.url}"
            >
              Send a test event
            </button>
          </form>
          <form class="inline" method="post" action="${chrome.base}/webhooks/${e.id}/delete">
            ${csrfField(chrome.csrf)}<button
              type="submit"
              class="danger"
              aria-label="Delete the webhook ${e.url}"
            >
              Delete
            </button>
          </form>
        </div>
        <h4>Recent deliveries</h4>
        ${
          deliveries.length
            ? html`<table>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last HTTP status</th>
                    <th scope="col">Created</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  ${deliveryRows(deliveries)}
                </tbody>
              </table>`
            : html`<p class="muted">No deliveries yet (reload to see new ones).</p>`
        }
      </section>`,
  );
  return layout(
    chrome,
    'Webhooks',
    html`<h1>Webhooks</h1>
      ${messageBox('error', view.error)}${messageBox('done', view.done)}
      ${
        view.created
          ? html`<section class="done" role="status" aria-labelledby="secret-title">
              <h2 id="secret-title" class="flush">Webhook registered</h2>
              <p>Its signing secret is shown only now: store it where your receiver can read it.</p>
              <code class="secret" id="webhook-secret">${view.created.secret}</code>
            </section>`
          : ''
      }
      <section class="card" aria-labelledby="register">
        <h2 id="register" class="flush">Register an endpoint</h2>
        <form method="post" action="${chrome.base}/webhooks">
          ${csrfField(chrome.csrf)}
          <div class="field">
            <label for="wh_url">Receiver address (https)</label>
            <input id="wh_url" name="url" type="text" inputmode="url" required />
          </div>
          <div class="field">
            <label for="wh_description">Description (optional)</label>
            <input id="wh_description" name="description" type="text" maxlength="200" />
          </div>
          <fieldset>
            <legend>Events (none checked: all of them)</legend>
            ${view.events.map(
              (ev) =>
                html`<input type="checkbox" id="ev-${ev}" name="events" value="${ev}" /><label for="ev-${ev}"
                    >${ev}</label
                  >`,
            )}
          </fieldset>
          <button type="submit">Register</button>
        </form>
      </section>
      <h2>Endpoints</h2>
      ${endpoints.length ? endpoints : html`<p>No endpoints registered.</p>`}`,
  );
}

export function keysPage(
  chrome: Chrome & { csrf: string },
  view: {
    keys: PublicKey[];
    currentKeyId: string;
    created: (PublicKey & { api_key: string }) | null;
    done: string | null;
    error: string | null;
  },
): string {
  const rows = view.keys.map(
    (k) =>
      html`<tr>
        <td data-label="Id">
          ${k.key_id}${k.key_id === view.currentKeyId ? html` <span class="muted">(this session)</span>` : ''}
        </td>
        <td data-label="Key">${k.masked}</td>
        <td data-label="Issued">${when(k.created_at)}</td>
        <td data-label="State">${k.revoked_at ? `revoked ${when(k.revoked_at)}` : 'active'}</td>
        <td data-label="Action">
          ${
            k.revoked_at
              ? ''
              : html`<form class="inline" method="post" action="${chrome.base}/keys/${k.key_id}/revoke">
                  ${csrfField(chrome.csrf)}<button
                    type="submit"
                    class="danger"
                    aria-label="Revoke the key ${k.masked} (${k.key_id})"
                  >
                    Revoke
                  </button>
                </form>`
          }
        </td>
      </tr>`,
  );
  return layout(
    chrome,
    'API keys',
    html`<h1>API keys</h1>
      ${messageBox('error', view.error)}${messageBox('done', view.done)}
      ${
        view.created
          ? html`<section class="done" role="status" aria-labelledby="key-title">
              <h2 id="key-title" class="flush">New key issued</h2>
              <p>The key is shown only now: copy it. Then revoke the key it replaces.</p>
              <code class="secret" id="new-key">${view.created.api_key}</code>
            </section>`
          : ''
      }
      <section class="card">
        <form method="post" action="${chrome.base}/keys">
          ${csrfField(chrome.csrf)}<button type="submit">Issue a new key</button>
        </form>
        <p class="muted">Revoking the key this session was opened with ends the session.</p>
      </section>
      <table aria-label="API keys">
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Key</th>
            <th scope="col">Issued</th>
            <th scope="col">State</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>`,
  );
}

export function messagePage(chrome: Chrome, title: string, message: string): string {
  return layout(
    chrome,
    title,
    html`<h1>${title}</h1>
      ${messageBox('error', message)}
      <p><a href="${chrome.base}">Back to the portal</a></p>`,
  );
}
