/**
 * Expert labels in the schema of ../shared/LABELS.md, read and validated so a malformed label set
 * fails loudly with the page and field at fault instead of skewing a metric.
 *
 * @example const labels = readLabels('../shared/labels/corpus.json');
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Industry } from '../../lib/engine/index.js';

const verdict = z.enum(['fail', 'pass', 'n/a', 'unknown']);

const keyCheck = z
  .union([verdict, z.object({ verdict, reason: z.string().nullable().optional() })])
  .transform((v) => (typeof v === 'string' ? v : v.verdict));

export const labelSchema = z.object({
  page: z.string().min(1),
  page_type: z.string(),
  industry: z.string(),
  language: z.string().nullable().optional(),
  headline: z.object({ text: z.string().nullable() }).passthrough(),
  primary_cta: z
    .object({
      text: z.string().nullable(),
      goal: z.string().nullable().optional(),
      in_header: z.boolean().nullable().optional(),
      on_first_screen: z.boolean().nullable().optional(),
    })
    .passthrough(),
  facts: z.record(z.string(), z.unknown()).default({}),
  key_checks: z.record(z.string(), keyCheck).default({}),
  expert_score: z.number().min(0).max(100),
  expert_dimensions: z.record(z.string(), z.number()).optional(),
  expert_top_problems: z.array(z.string()).default([]),
  notes: z.unknown().optional(),
});

export type Label = z.infer<typeof labelSchema>;
export type KeyVerdict = z.infer<typeof verdict>;

export function parseLabels(json: unknown, source = 'labels'): Label[] {
  const parsed = z.array(labelSchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

export function readLabels(file: string): Label[] {
  return parseLabels(JSON.parse(readFileSync(file, 'utf8')), file);
}

/**
 * Label industries that the engine names differently. The engine has no real-estate industry:
 * an estate agent is a local business that sells by appointment and enquiry, as local does.
 */
export const INDUSTRY_MAPPING: Readonly<Record<string, Industry>> = { real_estate: 'local' };

export function engineIndustry(labelIndustry: string): string {
  return INDUSTRY_MAPPING[labelIndustry] ?? labelIndustry;
}

/** Placeholder text per the label's facts (lorem ipsum, "your company name", 555 numbers...). */
export function hasPlaceholder(label: Label): boolean {
  return label.facts.placeholder_text === true;
}
