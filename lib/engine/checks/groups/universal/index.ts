import { inGroup } from '../../groups.js';
import { UNIV_001 } from './UNIV_001.js';
import { UNIV_002 } from './UNIV_002.js';
import { UNIV_003 } from './UNIV_003.js';
import { UNIV_004 } from './UNIV_004.js';
import { UNIV_005 } from './UNIV_005.js';
import { UNIV_006 } from './UNIV_006.js';
import { UNIV_007 } from './UNIV_007.js';
import { UNIV_008 } from './UNIV_008.js';
import { UNIV_009 } from './UNIV_009.js';
import { UNIV_010 } from './UNIV_010.js';

/** The universal checks in catalogue order; their group is this folder's name. */
export default inGroup('universal', [
  UNIV_001,
  UNIV_002,
  UNIV_003,
  UNIV_004,
  UNIV_005,
  UNIV_006,
  UNIV_007,
  UNIV_008,
  UNIV_009,
  UNIV_010,
]);
