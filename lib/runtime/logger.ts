import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs (CloudWatch on AWS, stdout locally); LOG_LEVEL sets the level. */
export const logger = new Logger({
  serviceName: 'conversion-audit',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'WARN',
});
