import { inGroup } from '../../groups.js';
import { CHECK_001 } from './CHECK_001.js';
import { CHECK_002 } from './CHECK_002.js';
import { CHECK_003 } from './CHECK_003.js';
import { CHECK_004 } from './CHECK_004.js';
import { CHECK_005 } from './CHECK_005.js';
import { CHECK_006 } from './CHECK_006.js';
import { CHECK_007 } from './CHECK_007.js';
import { CHECK_008 } from './CHECK_008.js';
import { CHECK_009 } from './CHECK_009.js';
import { CHECK_010 } from './CHECK_010.js';
import { CHECK_011 } from './CHECK_011.js';
import { CHECK_012 } from './CHECK_012.js';

/** The checkout checks in catalogue order; their group is this folder's name. */
export default inGroup('checkout', [
  CHECK_001,
  CHECK_002,
  CHECK_003,
  CHECK_004,
  CHECK_005,
  CHECK_006,
  CHECK_007,
  CHECK_008,
  CHECK_009,
  CHECK_010,
  CHECK_011,
  CHECK_012,
]);
