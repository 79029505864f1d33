import type { PageModel } from '../../../model/page-model.js';
import { type CopyBlock, copyBlocks, findBlocks } from '../../signals/copy-blocks.js';
import { URGENCY_RE } from '../../signals/vocabularies/urgency.js';

export { SELLING } from '../../scope.js';

export function urgencyBlocks(model: PageModel): CopyBlock[] {
  return findBlocks(copyBlocks(model), URGENCY_RE);
}
