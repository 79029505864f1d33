import { emptyModel } from '../../lib/engine/model/empty-model.js';
import type {
  Heading,
  Located,
  PageModel,
  RenderFacts,
  TextBlock,
  ViewportFacts,
} from '../../lib/engine/model/page-model.js';

let counter = 0;

/** Location fields for a fixture element: a unique selector and increasing document order. */
export function located(overrides: Partial<Located> = {}): Located {
  counter += 1;
  return { selector: `#fixture-${counter}`, order: counter * 10, region: 'main', ...overrides };
}

/** A text block of the page, with a fresh location. */
export function block(text: string, over: Partial<TextBlock> = {}): TextBlock {
  return { ...located(), tag: 'p', text, words: text.split(/\s+/).filter(Boolean).length, ...over };
}

/** A heading of the page, with a fresh location. */
export function heading(text: string, level: Heading['level'] = 2, over: Partial<Heading> = {}): Heading {
  return { ...located(), level, text, ...over };
}

/** A page model of an empty page with the given top-level parts replaced. */
export function modelWith(overrides: Partial<PageModel> = {}): PageModel {
  return { ...emptyModel(overrides.url ?? 'https://example.com/'), ...overrides };
}

function viewport(overrides: Partial<ViewportFacts>, mobile: boolean): ViewportFacts {
  return {
    width: mobile ? 390 : 1366,
    height: mobile ? 844 : 768,
    deviceScaleFactor: mobile ? 3 : 1,
    isMobile: mobile,
    documentHeight: 3000,
    horizontalOverflowPx: 0,
    smallTextShare: 0,
    bodyFontSizePx: 16,
    ...overrides,
  };
}

/** Render facts of a well-behaved page, with the given parts replaced. */
export function renderFacts(
  overrides: Partial<Omit<RenderFacts, 'desktop' | 'mobile'>> & {
    desktop?: Partial<ViewportFacts>;
    mobile?: Partial<ViewportFacts>;
  } = {},
): RenderFacts {
  const { desktop, mobile, ...rest } = overrides;
  return {
    desktop: viewport(desktop ?? {}, false),
    mobile: viewport(mobile ?? {}, true),
    tapTargets: [],
    timing: {
      ttfbMs: 200,
      fcpMs: 900,
      lcpMs: 1500,
      cls: 0.01,
      tbtMs: 50,
      domContentLoadedMs: 800,
      loadMs: 1600,
    },
    weight: { requests: 30, transferBytes: 800_000, byType: {} },
    consoleErrors: [],
    failedRequests: [],
    stylesheets: { requested: 2, failed: [] },
    fonts: { requested: 1, failed: [] },
    requestsFailed: 0,
    ...rest,
  };
}
