import { inGroup } from '../../groups.js';
import { HERO_001 } from './HERO_001.js';
import { HERO_002 } from './HERO_002.js';
import { HERO_003 } from './HERO_003.js';
import { HERO_004 } from './HERO_004.js';
import { HERO_005 } from './HERO_005.js';
import { HERO_006 } from './HERO_006.js';
import { HERO_007 } from './HERO_007.js';
import { HERO_008 } from './HERO_008.js';
import { HERO_009 } from './HERO_009.js';
import { HERO_010 } from './HERO_010.js';
import { HERO_011 } from './HERO_011.js';
import { HERO_012 } from './HERO_012.js';

/** The hero checks in catalogue order; their group is this folder's name. */
export default inGroup('hero', [
  HERO_001,
  HERO_002,
  HERO_003,
  HERO_004,
  HERO_005,
  HERO_006,
  HERO_007,
  HERO_008,
  HERO_009,
  HERO_010,
  HERO_011,
  HERO_012,
]);
