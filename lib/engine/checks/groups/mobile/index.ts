import { inGroup } from '../../groups.js';
import { MOBILE_001 } from './MOBILE_001.js';
import { MOBILE_002 } from './MOBILE_002.js';
import { MOBILE_003 } from './MOBILE_003.js';
import { MOBILE_004 } from './MOBILE_004.js';
import { MOBILE_005 } from './MOBILE_005.js';
import { MOBILE_006 } from './MOBILE_006.js';
import { MOBILE_007 } from './MOBILE_007.js';
import { MOBILE_008 } from './MOBILE_008.js';
import { MOBILE_009 } from './MOBILE_009.js';
import { MOBILE_010 } from './MOBILE_010.js';
import { MOBILE_011 } from './MOBILE_011.js';
import { MOBILE_012 } from './MOBILE_012.js';
import { MOBILE_013 } from './MOBILE_013.js';
import { MOBILE_014 } from './MOBILE_014.js';

/** The mobile checks in catalogue order; their group is this folder's name. */
export default inGroup('mobile', [
  MOBILE_001,
  MOBILE_002,
  MOBILE_003,
  MOBILE_004,
  MOBILE_005,
  MOBILE_006,
  MOBILE_007,
  MOBILE_008,
  MOBILE_009,
  MOBILE_010,
  MOBILE_011,
  MOBILE_012,
  MOBILE_013,
  MOBILE_014,
]);
