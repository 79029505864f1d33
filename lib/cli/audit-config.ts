import { z } from 'zod';

/**
 * The CI config file of `conversion-audit audit --config FILE` (docs/ci.md, "The config file"):
 * which pages, how many runs, the budgets and the findings to ignore. Objects are strict, so a
 * misspelt key is an error (exit 2) instead of a budget that silently never applies. Check, group
 * and dimension names are checked against the catalogue once the engine is loaded, still before
 * anything is audited (audit-run.ts).
 */

const level = z
  .enum(['error', 'warn', 'off'])
  .describe('error fails the gate (exit 1); warn is reported and passes; off disables the budget');

const severity = z.enum(['critical', 'high', 'medium', 'low']);

export const auditConfigSchema = z
  .object({
    $schema: z.string().optional().describe('Where an editor finds this schema; not read.'),
    pages: z
      .array(z.string().min(1))
      .min(1)
      .max(50)
      .optional()
      .describe(
        'URLs, or files and folders relative to this file, audited one after the other. Pages given on the command line replace them.',
      ),
    runs: z
      .number()
      .int()
      .min(1)
      .max(9)
      .optional()
      .describe('Audits per page; the run with the median score is the one reported and judged. Default 1.'),
    static: z.boolean().optional().describe('Skip the browser (static HTML only). Default false.'),
    baseline: z
      .string()
      .optional()
      .describe(
        'The --format json output of an earlier run, relative to this file: findings are then judged by what is new against it.',
      ),
    budgets: z
      .object({
        score: z
          .object({ min: z.number().min(0).max(100), level: level.default('error') })
          .strict()
          .optional()
          .describe('The overall score must be at least min.'),
        findings: z
          .object({ severity, level: level.default('error') })
          .strict()
          .optional()
          .describe(
            'Findings of this severity or worse break the budget: all of them, or with a baseline only the new ones. Default: high, error.',
          ),
        dimensions: z
          .record(
            z.string(),
            z.object({ min: z.number().min(0).max(100), level: level.default('error') }).strict(),
          )
          .optional()
          .describe('Per dimension id (clarity, cta, trust, ...): its score must be at least min.'),
        groups: z
          .record(
            z.string(),
            z.object({ max_failures: z.number().int().min(0), level: level.default('error') }).strict(),
          )
          .optional()
          .describe('Per check group id (hero, cta, ...): at most max_failures of its checks may fail.'),
        checks: z
          .record(z.string(), level)
          .optional()
          .describe('Per check id (CTA_001, ...): the check failing breaks the budget at this level.'),
      })
      .strict()
      .optional(),
    ignore: z
      .array(
        z
          .object({
            check: z.string().describe('A check id: its failures count nowhere.'),
            reason: z.string().trim().min(1).describe('Why: shown in every report that leaves it out.'),
            pages: z
              .array(z.string().min(1))
              .optional()
              .describe('Only on these pages (as listed in pages, or a URL path); every page when absent.'),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

export type AuditConfig = z.infer<typeof auditConfigSchema>;
export type BudgetLevel = z.infer<typeof level>;

/** One line per problem of a value that failed the schema: `budgets.checks.CTA_001: Invalid option...`. */
export function zodProblems(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `  ${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`)
    .join('\n');
}
