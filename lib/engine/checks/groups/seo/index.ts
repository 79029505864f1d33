import { inGroup } from '../../groups.js';
import { SEO_001 } from './SEO_001.js';
import { SEO_002 } from './SEO_002.js';
import { SEO_003 } from './SEO_003.js';
import { SEO_004 } from './SEO_004.js';
import { SEO_005 } from './SEO_005.js';
import { SEO_006 } from './SEO_006.js';
import { SEO_007 } from './SEO_007.js';
import { SEO_008 } from './SEO_008.js';
import { SEO_009 } from './SEO_009.js';
import { SEO_010 } from './SEO_010.js';
import { SEO_011 } from './SEO_011.js';
import { SEO_012 } from './SEO_012.js';
import { SEO_013 } from './SEO_013.js';
import { SEO_014 } from './SEO_014.js';

/** The seo checks in catalogue order; their group is this folder's name. */
export default inGroup('seo', [
  SEO_001,
  SEO_002,
  SEO_003,
  SEO_004,
  SEO_005,
  SEO_006,
  SEO_007,
  SEO_008,
  SEO_009,
  SEO_010,
  SEO_011,
  SEO_012,
  SEO_013,
  SEO_014,
]);
