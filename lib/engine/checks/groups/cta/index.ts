import { inGroup } from '../../groups.js';
import { CTA_001 } from './CTA_001.js';
import { CTA_002 } from './CTA_002.js';
import { CTA_003 } from './CTA_003.js';
import { CTA_004 } from './CTA_004.js';
import { CTA_005 } from './CTA_005.js';
import { CTA_006 } from './CTA_006.js';
import { CTA_007 } from './CTA_007.js';
import { CTA_008 } from './CTA_008.js';
import { CTA_009 } from './CTA_009.js';
import { CTA_010 } from './CTA_010.js';
import { CTA_011 } from './CTA_011.js';
import { CTA_012 } from './CTA_012.js';
import { CTA_013 } from './CTA_013.js';
import { CTA_014 } from './CTA_014.js';
import { CTA_015 } from './CTA_015.js';

/** The cta checks in catalogue order; their group is this folder's name. */
export default inGroup('cta', [
  CTA_001,
  CTA_002,
  CTA_003,
  CTA_004,
  CTA_005,
  CTA_006,
  CTA_007,
  CTA_008,
  CTA_009,
  CTA_010,
  CTA_011,
  CTA_012,
  CTA_013,
  CTA_014,
  CTA_015,
]);
