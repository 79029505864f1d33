import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { parseJobMessage } from '../../lib/runtime/job-message.js';
import { logger } from '../../lib/runtime/logger.js';
import { services } from '../../lib/runtime/services.js';

/**
 * Starts the Standard workflow for each queued job. The job id is the execution name, so a message
 * delivered twice starts one execution; a failed start is reported back and the message retried.
 */
export const handler = middy<SQSEvent, SQSBatchResponse>().handler(async (event) => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const job = parseJobMessage(record.body);
      await services().workflows.startJobs(job.job_id, job);
    } catch (err) {
      logger.error('could not start a scan job', { messageId: record.messageId, err: String(err) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
});
