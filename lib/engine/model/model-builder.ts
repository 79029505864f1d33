import { buildPageModel, type BuildModelInput } from './build-model.js';
import type { PageModel } from './page-model.js';

/**
 * Where page models are built. Parsing a page is the heaviest synchronous work of a scan (a 2 MB
 * page or a 100k-node DOM takes seconds): on Lambda it runs in the function's own thread, which
 * serves nothing else; the embedded runtime, whose one thread also answers API requests, installs
 * a builder that runs it in worker threads (infra/local/engine-workers.ts).
 */
export type ModelBuilder = (input: BuildModelInput) => Promise<PageModel>;

let installed: ModelBuilder | null = null;

/** Install a builder for this process (null: back to building in the calling thread). */
export function installModelBuilder(builder: ModelBuilder | null): void {
  installed = builder;
}

/** buildPageModel, in whatever place this process builds models. */
export async function buildModel(input: BuildModelInput): Promise<PageModel> {
  return installed ? installed(input) : buildPageModel(input);
}
