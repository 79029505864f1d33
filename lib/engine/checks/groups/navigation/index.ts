import { inGroup } from '../../groups.js';
import { NAV_001 } from './NAV_001.js';
import { NAV_002 } from './NAV_002.js';
import { NAV_003 } from './NAV_003.js';
import { NAV_004 } from './NAV_004.js';
import { NAV_005 } from './NAV_005.js';
import { NAV_006 } from './NAV_006.js';
import { NAV_007 } from './NAV_007.js';
import { NAV_008 } from './NAV_008.js';
import { NAV_009 } from './NAV_009.js';
import { NAV_010 } from './NAV_010.js';
import { NAV_011 } from './NAV_011.js';
import { NAV_012 } from './NAV_012.js';

/** The navigation checks in catalogue order; their group is this folder's name. */
export default inGroup('navigation', [
  NAV_001,
  NAV_002,
  NAV_003,
  NAV_004,
  NAV_005,
  NAV_006,
  NAV_007,
  NAV_008,
  NAV_009,
  NAV_010,
  NAV_011,
  NAV_012,
]);
