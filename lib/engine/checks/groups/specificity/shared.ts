import type { Industry } from '../../../model/page-model.js';

/** Pages that make claims to sell; articles and reference pages are judged elsewhere. */
export const CLAIMING: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'agency',
  'local',
  'course',
  'event',
  'nonprofit',
  'other',
];
