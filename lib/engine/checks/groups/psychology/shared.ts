import type { Industry, PageModel } from '../../../model/page-model.js';
import { type CopyBlock, copyBlocks, findBlocks } from '../../signals/copy-blocks.js';
import { URGENCY_RE } from '../../signals/vocabularies/urgency.js';

/** Sites that sell or ask for something; news and reference pages have no ask to pace. */
export const SELLING: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'agency',
  'local',
  'course',
  'event',
  'nonprofit',
];

export function urgencyBlocks(model: PageModel): CopyBlock[] {
  return findBlocks(copyBlocks(model), URGENCY_RE);
}
