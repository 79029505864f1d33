import { inGroup } from '../../groups.js';
import { SPEC_001 } from './SPEC_001.js';
import { SPEC_002 } from './SPEC_002.js';
import { SPEC_003 } from './SPEC_003.js';
import { SPEC_004 } from './SPEC_004.js';
import { SPEC_005 } from './SPEC_005.js';
import { SPEC_006 } from './SPEC_006.js';
import { SPEC_007 } from './SPEC_007.js';
import { SPEC_008 } from './SPEC_008.js';
import { SPEC_009 } from './SPEC_009.js';
import { SPEC_010 } from './SPEC_010.js';

/** The specificity checks in catalogue order; their group is this folder's name. */
export default inGroup('specificity', [
  SPEC_001,
  SPEC_002,
  SPEC_003,
  SPEC_004,
  SPEC_005,
  SPEC_006,
  SPEC_007,
  SPEC_008,
  SPEC_009,
  SPEC_010,
]);
