import { inGroup } from '../../groups.js';
import { OFFER_001 } from './OFFER_001.js';
import { OFFER_002 } from './OFFER_002.js';
import { OFFER_003 } from './OFFER_003.js';
import { OFFER_004 } from './OFFER_004.js';
import { OFFER_005 } from './OFFER_005.js';
import { OFFER_006 } from './OFFER_006.js';
import { OFFER_007 } from './OFFER_007.js';
import { OFFER_008 } from './OFFER_008.js';
import { OFFER_009 } from './OFFER_009.js';
import { OFFER_010 } from './OFFER_010.js';
import { OFFER_011 } from './OFFER_011.js';
import { OFFER_012 } from './OFFER_012.js';
import { OFFER_013 } from './OFFER_013.js';

/** The offer checks in catalogue order; their group is this folder's name. */
export default inGroup('offer', [
  OFFER_001,
  OFFER_002,
  OFFER_003,
  OFFER_004,
  OFFER_005,
  OFFER_006,
  OFFER_007,
  OFFER_008,
  OFFER_009,
  OFFER_010,
  OFFER_011,
  OFFER_012,
  OFFER_013,
]);
