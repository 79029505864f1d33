import { apiHandler } from '../../lib/api/http.js';
import { ServiceError } from '../../lib/errors.js';
import { htmlHeaders } from '../../lib/html-report/html.js';
import { reportCsp, renderReportPage } from '../../lib/html-report/report-page.js';
import { reportInputOf } from '../../lib/html-report/report-source.js';
import { services } from '../../lib/runtime/services.js';
import { getScan } from '../../lib/scans/scans.js';
import { resolveShareToken } from '../../lib/scans/share-links.js';

/** The report behind a share link, for a visitor without a key; 404 once revoked or expired. */
export const handler = apiHandler(
  async (event) => {
    const svc = services();
    const share = await resolveShareToken(svc.table, event.pathParameters?.token, svc.now());
    const scan = await getScan(svc.table, share.scan_id);
    if (!scan)
      throw new ServiceError('NOT_FOUND', 'This shared report does not exist, was revoked or has expired.');
    const input = await reportInputOf(svc, scan);
    const shown = {
      ...input,
      branding: share.branding,
      sharedNote: `A shared report${share.expires_at ? `, available until ${share.expires_at.slice(0, 16).replace('T', ' ')} UTC` : ''}.`,
    };
    const page = renderReportPage(shown);
    // The token is in the address: the page must not leak it onward (no-referrer) or be cached by proxies.
    return {
      statusCode: 200,
      headers: { ...htmlHeaders(reportCsp(shown)), 'cache-control': 'private, no-store' },
      body: page,
    };
  },
  { public: true },
);
