import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

describe('detectImages', () => {
  it('records alt (missing vs empty), size, lazy loading, srcset, format, logos and pixels', () => {
    const model =
      snippetModel(`<header><a class="logo" href="/"><img src="/brand.svg" alt="Acme"></a></header><main>
      <img src="/hero.jpg" alt="" width="1200" height="600" loading="lazy" srcset="/hero-2x.jpg 2x">
      <img class="lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/shoe.webp">
      <picture><source srcset="/a.avif" type="image/avif"><img src="/a.png" alt="A shoe"></picture>
      <img src="https://www.facebook.com/tr?id=1&ev=PageView" width="1" height="1"></main>`);
    const [logo, hero, lazy, pic, pixel] = model.images;
    expect(logo).toMatchObject({ isLogo: true, format: 'svg', alt: 'Acme' });
    expect(hero).toMatchObject({
      alt: '',
      width: 1200,
      height: 600,
      loading: 'lazy',
      hasSrcset: true,
      format: 'jpeg',
      isLogo: false,
      isPixel: false,
    });
    expect(lazy).toMatchObject({
      alt: null,
      src: 'https://shop.example.com/shoe.webp',
      loading: 'lazy',
      format: 'webp',
    });
    expect(pic).toMatchObject({ hasSrcset: true, format: 'png' });
    expect(pixel.isPixel).toBe(true);
  });
});

describe('detectVideos', () => {
  it('recognises YouTube, Vimeo, Wistia, Loom and HTML5 video', () => {
    const model =
      snippetModel(`<iframe src="https://www.youtube.com/embed/abc?autoplay=1&mute=1&cc_load_policy=1"></iframe>
      <iframe src="https://player.vimeo.com/video/1"></iframe><iframe data-src="https://fast.wistia.net/embed/iframe/x"></iframe>
      <iframe src="https://www.loom.com/embed/y"></iframe><iframe src="https://maps.google.com/x"></iframe>
      <video autoplay muted poster="/p.jpg"><source src="/v.mp4"><track kind="captions" src="/c.vtt"></video>`);
    expect(model.videos.map((v) => v.provider)).toEqual(['youtube', 'vimeo', 'wistia', 'loom', 'html5']);
    expect(model.videos[0]).toMatchObject({ autoplay: true, muted: true, hasCaptions: true });
    expect(model.videos[4]).toMatchObject({
      src: 'https://shop.example.com/v.mp4',
      autoplay: true,
      muted: true,
      hasPoster: true,
      hasCaptions: true,
    });
  });
});
