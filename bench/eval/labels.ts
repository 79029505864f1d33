/**
 * Expert labels in the schema of ../shared/LABELS.md, read and validated so a malformed label set
 * fails loudly with the page and field at fault instead of skewing a metric.
 *
 * @example const labels = readLabels('../shared/labels/corpus.json');
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
 * Engine industries that the label schema (LABELS.md) files under another name. The schema has no
 * travel: its labels put hotels, holiday villages and rentals under 'other' ("Industry 'other'
 * (travel/hospitality)" in their notes), so the engine's travel is compared as 'other'. Every other
 * name is the same on both sides, real_estate included.
 */
export const INDUSTRY_MAPPING: Readonly<Partial<Record<Industry, string>>> = { travel: 'other' };

/** The label-schema name of an engine industry, for comparing with a label. */
export function labelIndustryOf(engineIndustry: string): string {
  return INDUSTRY_MAPPING[engineIndustry as Industry] ?? engineIndustry;
}

/** The engine's industry agrees with the label's. */
export function sameIndustry(labelIndustry: string, engineIndustry: string | null | undefined): boolean {
  return engineIndustry != null && labelIndustryOf(engineIndustry) === labelIndustry;
}

/** Placeholder text per the label's facts (lorem ipsum, "your company name", 555 numbers...). */
export function hasPlaceholder(label: Label): boolean {
  return label.facts.placeholder_text === true;
}

/** The name a label file's figures go under: its file name without .json ("corpus-c"). */
export function setName(file: string): string {
  return path.basename(file).replace(/\.json$/i, '');
}

/**
 * Every label file of a folder: the .json files holding an array of labels in this schema
 * (key-checks.json, a list of check ids, is not one). In name order, so figures print stably.
 */
export function labelFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => (setName(a) < setName(b) ? -1 : setName(a) > setName(b) ? 1 : 0))
    .filter((file) => {
      try {
        const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        return Array.isArray(json) && json.length > 0 && labelSchema.safeParse(json[0]).success;
      } catch {
        return false;
      }
    });
}

const notesOf = (label: Label): string => (typeof label.notes === 'string' ? label.notes : '');

/**
 * The entry page of a template's folder when the label's notes name one (`sites/<name>/<file>`,
 * LABELS.md), as a path under the sites folder ("rappo/pricing.html"); null otherwise.
 */
export function siteEntryOf(label: Label): string | null {
  const m = /\bsites\/([\w.-]+\/[\w./-]*?\.html?)\b/i.exec(notesOf(label));
  return m ? m[1] : null;
}

/** How label notes call a page a template: "unedited ... template", "'Modern Business' template", "theme demo". */
const TEMPLATE_NOTE =
  /\b(?:unmodified|unedited|unfinished|public|starter|free)\b[^.]{0,60}\btemplate\b|\btheme demo\b|['’]\s+template\b/i;

/**
 * A template or theme demo rather than a snapshot of a real site: its notes name a template folder
 * or call it an unedited, public or named template or a theme demo, or its file is named as one. A
 * real business's site built on a theme ("an old table/div template") stays a real site. The rest
 * are snapshots of real sites, whose score correlation with the experts is printed on its own.
 */
export function isTemplate(label: Label): boolean {
  if (siteEntryOf(label)) return true;
  if (/(^|[/-])templates?([.-]|$)/i.test(label.page)) return true;
  return TEMPLATE_NOTE.test(notesOf(label).slice(0, 200));
}
