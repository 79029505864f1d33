/**
 * The audit engine's only entrance. Everything outside lib/engine/ (lib/scans, lib/api, lib/cli,
 * lib/runtime, functions/, infra/, bench/) imports the engine from here; eslint.config.js and
 * test/architecture/import-graph.test.ts refuse a deep import such as `lib/engine/acquire/...`.
 * Only lib/engine/ itself and the unit tests under test/ reach inside.
 *
 * Files of lib/engine/ never import this file (that would make every engine module wait for the
 * whole engine to load). Every module of lib/engine/ is free of import-time side effects, which
 * esbuild.config.mjs relies on: a handler bundles only the engine modules whose exports it uses,
 * so the API handlers do not carry the browser.
 */

// The engine's own errors (mapped to SPEC codes at the scan edge, lib/scans/engine-errors.ts).
export {
  BotBlockedError,
  ENGINE_ERROR_KINDS,
  EngineError,
  ExtractionFailedError,
  type EngineErrorKind,
} from './errors.js';

// Acquire: URL -> page model.
export { acquireModel, findingNeedsFullPage, type AcquireOptions } from './acquire/acquire.js';
export { staticFetch } from './acquire/static-fetch.js';
export { decodeHtml } from './acquire/charset.js';
export { renderPage, type InlineDocument, type RenderResult } from './acquire/render.js';
export * from './acquire/screenshots.js';
export {
  browserPids,
  closeBrowser,
  getBrowser,
  killBrowsers,
  processGroupStats,
  processGroupsStats,
  setBrowserEventLog,
  withBrowserPage,
  type BrowserEvent,
} from './acquire/browser.js';

// The page model.
export { buildPageModel, type BuildModelInput } from './model/build-model.js';
export { buildModel, installModelBuilder, type ModelBuilder } from './model/model-builder.js';
export { collectModelPhases, takeModelPhases } from './model/phases.js';
export { changedSignificantly } from './model/fingerprint.js';
export { degradedReason, localDeliveryReason } from './model/delivery.js';
export {
  INDUSTRIES,
  type Box,
  type HttpFacts,
  type Industry,
  type PageModel,
  type PageType,
  type TextRole,
} from './model/page-model.js';

// Checks: the catalogue, the registry and the runner.
export type { CheckDefinition, CheckResult, CheckStatus } from './checks/check.js';
export { DIMENSIONS, DIMENSION_IDS, type DimensionId } from './checks/dimensions.js';
export { GROUPS, GROUP_IDS, type GroupId } from './checks/groups.js';
export { CHECKS, getCheck } from './checks/registry.js';
export { runCheck, runChecks, runGroup } from './checks/run-checks.js';
export { checkCatalogue } from './checks/catalogue-view.js';
export {
  ACTIONABLE,
  CHECKOUT_CONTEXT,
  CONVERTING,
  DONATION_PAGES,
  LANDING,
  LOW_PAGE_TYPE_CONFIDENCE,
  OFFER_PAGES,
  READABLE,
} from './checks/scope.js';

// Report: score, findings, the audit and its response shape.
export { composeAudit, shapeResponse, type ComposeAuditInput } from './report/build-report.js';
export {
  contradictionsIn,
  reconcileResults,
  type Contradiction,
  type Reconciled,
  type Refuted,
} from './report/consistency.js';
export { SCORING, exactOnly, scoreOnly, type ScoringParams } from './report/score.js';
export { lookupIn } from './checks/default-catalogue.js';
export { HISTOGRAM_SIZE } from './report/benchmark.js';
export {
  MIN_REFERENCE_PAGES,
  withReference,
  type ReferenceHistograms,
  type ReferencePage,
} from './report/reference-benchmarks.js';
export { findingEvidenceSchema, scanResultSchema } from './report/schema.js';
export * from './report/compare.js';
export * from './report/compare-schema.js';
export * from './report/finding-fingerprint.js';
export {
  SELECTABLE_FIELDS,
  type BlueprintPhase,
  type DimensionScore,
  type FindingEvidence,
  type FullAudit,
  type FullFinding,
  type ScanResult,
  type SelectableField,
} from './report/types.js';

// Rewrite: the copy rewrite input and the provider port.
export { buildRewriteInput } from './rewrite/rewrite-input.js';
export { createRewriteProvider } from './rewrite/create-provider.js';
export { FORMULAS, FORMULA_PHRASES, FORMULA_WORDS } from './rewrite/formulas.js';
export { judgeCopy, type Judgement, type RubricContext } from './rewrite/rubric.js';
export { rubricContextOf } from './rewrite/deterministic-rewriter.js';
export { stitchedAt } from './rewrite/copy-quality.js';
export {
  COPY_ELEMENTS,
  type CopyElement,
  type CopyRewrites,
  type RewriteInput,
  type RewriteProvider,
} from './rewrite/rewrite-types.js';
