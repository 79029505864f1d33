/** Views of the page's images. */
import type { Image, PageModel } from '../../model/page-model.js';

/** Images a visitor sees as content: not tracking pixels or spacers. */
export function contentImages(model: PageModel): Image[] {
  return model.images.filter((img) => !img.isPixel);
}
