import { apiHandler } from '../../lib/api/http.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { echoId, scanIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { resultsScanId } from '../../lib/scans/scan-checks.js';
import { getScan } from '../../lib/scans/scans.js';
import {
  cropImage,
  SCREENSHOT_PARTS,
  SCREENSHOT_VIEWPORTS,
  readScreenshotIndex,
  type ScreenshotPart,
  type ScreenshotViewport,
} from '../../lib/scans/screenshots.js';

export const handler = apiHandler(async (event, { account }) => {
  const id = scanIdOrNotFound(event.pathParameters?.id);
  const viewport = event.pathParameters?.viewport ?? '';
  if (!SCREENSHOT_VIEWPORTS.includes(viewport as ScreenshotViewport))
    throw new ServiceError(
      'NOT_FOUND',
      `No viewport ${echoId(viewport)}; screenshots exist for ${SCREENSHOT_VIEWPORTS.join(' and ')}.`,
    );
  const asked = event.queryStringParameters?.part;
  const part = asked ?? 'full_page';
  if (!SCREENSHOT_PARTS.includes(part as ScreenshotPart))
    throw new ServiceError('INVALID_REQUEST', `part: send ${SCREENSHOT_PARTS.join(' or ')}.`);
  const svc = services();
  const scan = await getScan(svc.table, id);
  // Owner-only: another account's scan is as unknown as one that never existed.
  if (!scan || scan.account_id !== account.account_id)
    throw new ServiceError('NOT_FOUND', `No scan ${id} on this account.`);
  // A cache hit shows the screenshots of the scan whose audit it reuses.
  const index =
    scan.status === 'completed' ? await readScreenshotIndex(svc.objects, resultsScanId(scan)) : null;
  // The full page is taken only when a finding needs it (at mobile): by default, the first screen stands in.
  const parts = index?.viewports[viewport as ScreenshotViewport]?.parts;
  const stored = parts && (asked === undefined ? cropImage(parts) : parts[part as ScreenshotPart]);
  const bytes = stored ? await svc.objects.getBytes(stored.key) : null;
  if (parts && !stored)
    throw new ServiceError(
      'NOT_FOUND',
      `Scan ${id} has no ${viewport} full page: it is taken only when a finding needs a crop below the first screen; ask for part=first_screen.`,
    );
  if (!stored || !bytes)
    throw new ServiceError(
      'NOT_FOUND',
      `Scan ${id} has no ${viewport} screenshot: it is not finished, or the page was read without a browser.`,
    );
  return {
    statusCode: 200,
    headers: {
      'content-type': stored.content_type,
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
});
