import middy from '@middy/core';
import { logger } from '../../lib/runtime/logger.js';
import { services } from '../../lib/runtime/services.js';
import { reapStaleScans } from '../../lib/scans/stale-scans.js';

/** Every 5 minutes: fail and refund scans whose workflow can no longer finish them. */
export const handler = middy().handler(async () => {
  const reaped = await reapStaleScans(services());
  if (reaped.length) logger.warn('reaped stale scans', { count: reaped.length, scan_ids: reaped });
  return { reaped };
});
