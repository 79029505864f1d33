import { inGroup } from '../../groups.js';
import { DIFF_001 } from './DIFF_001.js';
import { DIFF_002 } from './DIFF_002.js';
import { DIFF_003 } from './DIFF_003.js';
import { DIFF_004 } from './DIFF_004.js';
import { DIFF_005 } from './DIFF_005.js';
import { DIFF_006 } from './DIFF_006.js';
import { DIFF_007 } from './DIFF_007.js';
import { DIFF_008 } from './DIFF_008.js';

/** The differentiation checks in catalogue order; their group is this folder's name. */
export default inGroup('differentiation', [
  DIFF_001,
  DIFF_002,
  DIFF_003,
  DIFF_004,
  DIFF_005,
  DIFF_006,
  DIFF_007,
  DIFF_008,
]);
