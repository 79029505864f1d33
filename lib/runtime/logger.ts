import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs (CloudWatch on AWS, stdout locally); LOG_LEVEL sets the level. On Lambda
 * every line names its handler (HANDLER_ID): the functions share one log group.
 */
export const logger = new Logger({
  serviceName: 'conversion-audit',
  ...(process.env.HANDLER_ID ? { persistentKeys: { handler: process.env.HANDLER_ID } } : {}),
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'WARN',
});
