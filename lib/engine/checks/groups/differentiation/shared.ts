import type { Industry } from '../../../model/page-model.js';

/** Businesses that compete for a buyer; news and reference pages are not judged on this. */
export const COMPETING: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'agency',
  'local',
  'course',
  'event',
  'other',
];
