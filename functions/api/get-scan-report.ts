import { apiHandler, describeZodError } from '../../lib/api/http.js';
import { ServiceError } from '../../lib/errors.js';
import { htmlHeaders } from '../../lib/html-report/html.js';
import { brandingOf, brandingQuerySchema } from '../../lib/api/branding.js';
import { reportCsp, renderReportPage } from '../../lib/html-report/report-page.js';
import { reportInputOf } from '../../lib/html-report/report-source.js';
import { services } from '../../lib/runtime/services.js';
import { scanIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { getScan } from '../../lib/scans/scans.js';

export const handler = apiHandler(async (event, { account }) => {
  const id = scanIdOrNotFound(event.pathParameters?.id);
  // The agency's fields, optional: ?client=...&prepared_by=...&logo=... (docs/api.md).
  const query = brandingQuerySchema.safeParse(event.queryStringParameters ?? {});
  if (!query.success) throw new ServiceError('INVALID_REQUEST', describeZodError(query.error));
  const svc = services();
  const scan = await getScan(svc.table, id);
  // Owner-only: another account's scan is as unknown as one that never existed.
  if (!scan || scan.account_id !== account.account_id)
    throw new ServiceError('NOT_FOUND', `No scan ${id} on this account.`);
  const input = { ...(await reportInputOf(svc, scan)), branding: brandingOf(query.data) };
  return { statusCode: 200, headers: htmlHeaders(reportCsp(input)), body: renderReportPage(input) };
});
