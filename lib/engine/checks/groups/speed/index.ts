import { inGroup } from '../../groups.js';
import { SPEED_001 } from './SPEED_001.js';
import { SPEED_002 } from './SPEED_002.js';
import { SPEED_003 } from './SPEED_003.js';
import { SPEED_004 } from './SPEED_004.js';
import { SPEED_005 } from './SPEED_005.js';
import { SPEED_006 } from './SPEED_006.js';
import { SPEED_007 } from './SPEED_007.js';
import { SPEED_008 } from './SPEED_008.js';
import { SPEED_009 } from './SPEED_009.js';
import { SPEED_010 } from './SPEED_010.js';
import { SPEED_011 } from './SPEED_011.js';
import { SPEED_012 } from './SPEED_012.js';
import { SPEED_013 } from './SPEED_013.js';
import { SPEED_014 } from './SPEED_014.js';

/** The speed checks in catalogue order; their group is this folder's name. */
export default inGroup('speed', [
  SPEED_001,
  SPEED_002,
  SPEED_003,
  SPEED_004,
  SPEED_005,
  SPEED_006,
  SPEED_007,
  SPEED_008,
  SPEED_009,
  SPEED_010,
  SPEED_011,
  SPEED_012,
  SPEED_013,
  SPEED_014,
]);
