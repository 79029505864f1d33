import type { CallToAction, Industry } from '../../../model/page-model.js';

/** Ad-platform tags (as the model names them) that build retargeting audiences. */
export const AD_PIXELS = new Set([
  'Meta Pixel',
  'LinkedIn Insight',
  'TikTok Pixel',
  'X Pixel',
  'Pinterest Tag',
  'Microsoft Ads',
  'Google Ads',
  'Criteo',
  'DoubleClick',
  'Snap Pixel',
  'Reddit Pixel',
  'Taboola',
  'Outbrain',
]);

export const LEAD_GEN: readonly Industry[] = ['agency', 'local'];

export function ctaQuote(c: CallToAction): string {
  return c.text;
}
