import { apiHandler, describeZodError, json } from '../../lib/api/http.js';
import { publicBaseUrl } from '../../lib/api/public-url.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { scanIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { getScan } from '../../lib/scans/scans.js';
import { createShareLink } from '../../lib/scans/share-links.js';
import { shareRequestSchema } from '../../lib/api/schemas.js';
import { brandingOf } from '../../lib/api/branding.js';

export const handler = apiHandler(
  async (event, { account }) => {
    const id = scanIdOrNotFound(event.pathParameters?.id);
    let raw: unknown = {};
    if (typeof event.body === 'string' && event.body.trim() !== '') {
      try {
        raw = JSON.parse(event.body);
      } catch {
        throw new ServiceError('INVALID_REQUEST', 'The request body is not valid JSON. Send a JSON object.');
      }
    }
    const parsed = shareRequestSchema.safeParse(raw);
    if (!parsed.success) throw new ServiceError('INVALID_REQUEST', describeZodError(parsed.error));
    const svc = services();
    const scan = await getScan(svc.table, id);
    // Owner-only: another account's scan is as unknown as one that never existed.
    if (!scan || scan.account_id !== account.account_id)
      throw new ServiceError('NOT_FOUND', `No scan ${id} on this account.`);
    if (scan.status !== 'completed')
      throw new ServiceError(
        'NOT_FOUND',
        `Scan ${id} is ${scan.status}; only a completed scan has a report to share.`,
      );
    const link = await createShareLink(
      svc.table,
      {
        accountId: account.account_id,
        scanId: id,
        expiresInHours: parsed.data.expires_in_hours,
        baseUrl: publicBaseUrl(event, svc.config.publicBaseUrl),
        branding: brandingOf(parsed.data),
      },
      svc.now(),
    );
    return json(201, link);
  },
  { idempotent: true },
);
