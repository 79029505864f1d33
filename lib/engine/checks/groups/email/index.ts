import { inGroup } from '../../groups.js';
import { EMAIL_001 } from './EMAIL_001.js';
import { EMAIL_002 } from './EMAIL_002.js';
import { EMAIL_003 } from './EMAIL_003.js';
import { EMAIL_004 } from './EMAIL_004.js';
import { EMAIL_005 } from './EMAIL_005.js';
import { EMAIL_006 } from './EMAIL_006.js';
import { EMAIL_007 } from './EMAIL_007.js';
import { EMAIL_008 } from './EMAIL_008.js';
import { EMAIL_009 } from './EMAIL_009.js';
import { EMAIL_010 } from './EMAIL_010.js';

/** The email checks in catalogue order; their group is this folder's name. */
export default inGroup('email', [
  EMAIL_001,
  EMAIL_002,
  EMAIL_003,
  EMAIL_004,
  EMAIL_005,
  EMAIL_006,
  EMAIL_007,
  EMAIL_008,
  EMAIL_009,
  EMAIL_010,
]);
