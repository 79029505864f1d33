import { inGroup } from '../../groups.js';
import { SOCIAL_001 } from './SOCIAL_001.js';
import { SOCIAL_002 } from './SOCIAL_002.js';
import { SOCIAL_003 } from './SOCIAL_003.js';
import { SOCIAL_004 } from './SOCIAL_004.js';
import { SOCIAL_005 } from './SOCIAL_005.js';
import { SOCIAL_006 } from './SOCIAL_006.js';
import { SOCIAL_007 } from './SOCIAL_007.js';
import { SOCIAL_008 } from './SOCIAL_008.js';
import { SPQ_001 } from './SPQ_001.js';
import { SPQ_002 } from './SPQ_002.js';
import { SPQ_003 } from './SPQ_003.js';
import { SPQ_004 } from './SPQ_004.js';
import { SPQ_005 } from './SPQ_005.js';
import { SPQ_006 } from './SPQ_006.js';

/** The social-proof checks in catalogue order; their group is this folder's name. */
export default inGroup('social-proof', [
  SOCIAL_001,
  SOCIAL_002,
  SOCIAL_003,
  SOCIAL_004,
  SOCIAL_005,
  SOCIAL_006,
  SOCIAL_007,
  SOCIAL_008,
  SPQ_001,
  SPQ_002,
  SPQ_003,
  SPQ_004,
  SPQ_005,
  SPQ_006,
]);
