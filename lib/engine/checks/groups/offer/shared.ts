import { seen } from '../../outcome.js';
import type { Price } from '../../../model/page-model.js';

export function priceEvidence(p: Price) {
  return seen(p, p.context || p.text);
}
