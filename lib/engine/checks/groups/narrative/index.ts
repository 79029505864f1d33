import { inGroup } from '../../groups.js';
import { NARR_001 } from './NARR_001.js';
import { NARR_002 } from './NARR_002.js';
import { NARR_003 } from './NARR_003.js';
import { NARR_004 } from './NARR_004.js';
import { NARR_005 } from './NARR_005.js';
import { NARR_006 } from './NARR_006.js';
import { NARR_007 } from './NARR_007.js';
import { NARR_008 } from './NARR_008.js';

/** The narrative checks in catalogue order; their group is this folder's name. */
export default inGroup('narrative', [
  NARR_001,
  NARR_002,
  NARR_003,
  NARR_004,
  NARR_005,
  NARR_006,
  NARR_007,
  NARR_008,
]);
