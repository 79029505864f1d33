import { inGroup } from '../../groups.js';
import { MSG_001 } from './MSG_001.js';
import { MSG_002 } from './MSG_002.js';
import { MSG_003 } from './MSG_003.js';
import { MSG_004 } from './MSG_004.js';
import { MSG_005 } from './MSG_005.js';
import { MSG_006 } from './MSG_006.js';
import { MSG_007 } from './MSG_007.js';
import { MSG_008 } from './MSG_008.js';
import { MSG_009 } from './MSG_009.js';
import { MSG_010 } from './MSG_010.js';
import { MSG_011 } from './MSG_011.js';
import { MSG_012 } from './MSG_012.js';

/** The messaging checks in catalogue order; their group is this folder's name. */
export default inGroup('messaging', [
  MSG_001,
  MSG_002,
  MSG_003,
  MSG_004,
  MSG_005,
  MSG_006,
  MSG_007,
  MSG_008,
  MSG_009,
  MSG_010,
  MSG_011,
  MSG_012,
]);
