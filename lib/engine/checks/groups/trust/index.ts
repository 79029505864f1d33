import { inGroup } from '../../groups.js';
import { TRUST_001 } from './TRUST_001.js';
import { TRUST_002 } from './TRUST_002.js';
import { TRUST_003 } from './TRUST_003.js';
import { TRUST_004 } from './TRUST_004.js';
import { TRUST_005 } from './TRUST_005.js';
import { TRUST_006 } from './TRUST_006.js';
import { TRUST_007 } from './TRUST_007.js';
import { TRUST_008 } from './TRUST_008.js';
import { TRUST_009 } from './TRUST_009.js';
import { TRUST_010 } from './TRUST_010.js';
import { TRUST_011 } from './TRUST_011.js';
import { TRUST_012 } from './TRUST_012.js';
import { TRUST_013 } from './TRUST_013.js';
import { TRUST_014 } from './TRUST_014.js';
import { TRUST_015 } from './TRUST_015.js';
import { TRUST_016 } from './TRUST_016.js';
import { TRUST_017 } from './TRUST_017.js';
import { TRUST_018 } from './TRUST_018.js';
import { TRUST_019 } from './TRUST_019.js';

/** The trust checks in catalogue order; their group is this folder's name. */
export default inGroup('trust', [
  TRUST_001,
  TRUST_002,
  TRUST_003,
  TRUST_004,
  TRUST_005,
  TRUST_006,
  TRUST_007,
  TRUST_008,
  TRUST_009,
  TRUST_010,
  TRUST_011,
  TRUST_012,
  TRUST_013,
  TRUST_014,
  TRUST_015,
  TRUST_016,
  TRUST_017,
  TRUST_018,
  TRUST_019,
]);
