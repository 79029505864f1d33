import type { components, paths } from './schema.js';

/**
 * Named types of the API, all taken from the generated OpenAPI types (schema.ts); the only types
 * written here are views of them: findings told apart by depth, and results typed by the depth a
 * request asked for.
 */

type Schemas = components['schemas'];

export type ScanRequest = Schemas['ScanRequest'];
export type BatchRequest = Schemas['BatchRequest'];
export type WebhookRequest = Schemas['WebhookRequest'];
export type ShareRequest = Schemas['ShareRequest'];
export type AcceptedScan = Schemas['AcceptedScan'];
export type AcceptedBatch = Schemas['AcceptedBatch'];
export type ScanList = Schemas['ScanList'];
export type ScanSummary = ScanList['data'][number];
export type ScanChecks = Schemas['ScanChecks'];
export type ScanCheck = NonNullable<ScanChecks['checks']>[number];
export type CheckStatus = ScanCheck['status'];
export type ScanComparison = Schemas['ScanComparison'];
export type CheckCatalogue = Schemas['CheckCatalogue'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointCreated = Schemas['WebhookEndpointCreated'];
export type WebhookEndpointList = Schemas['WebhookEndpointList'];
export type WebhookEndpointDeleted = Schemas['WebhookEndpointDeleted'];
export type Delivery = Schemas['Delivery'];
export type DeliveryList = Schemas['DeliveryList'];
export type Redelivery = Schemas['Redelivery'];
export type ApiKey = Schemas['ApiKey'];
export type ApiKeyCreated = Schemas['ApiKeyCreated'];
export type ApiKeyList = Schemas['ApiKeyList'];
export type ShareLink = Schemas['ShareLink'];
export type ShareRevoked = Schemas['ShareRevoked'];
export type Account = Schemas['Account'];
export type ServiceStatus = Schemas['ServiceStatus'];
export type OpenApiDocument = Schemas['OpenApiDocument'];
export type Viewport = paths['/scans/{id}/screenshots/{viewport}']['get']['parameters']['path']['viewport'];
export type ScreenshotPart = NonNullable<
  paths['/scans/{id}/screenshots/{viewport}']['get']['parameters']['query']
>['part'];

/** `finding_depth` of a request: `full` (the default) or `brief`. */
export type FindingDepth = NonNullable<ScanRequest['finding_depth']>;

type AnyFinding = NonNullable<Schemas['ScanResult']['findings']>[number];

/** A finding of `finding_depth: "full"`: fix steps, evidence, fingerprint and the rest. */
export type FullFinding = Extract<AnyFinding, { check_id: string }>;

type BriefFields = Exclude<AnyFinding, FullFinding>;

/**
 * A finding of `finding_depth: "brief"`: id, title, severity, dimension and priority only. The
 * fields only a full finding has are typed `?: never` here, so `check_id` discriminates the two:
 * `if (f.check_id !== undefined)` (or {@link isFullFinding}) narrows a {@link Finding} to the full shape.
 */
export type BriefFinding = BriefFields & { [K in Exclude<keyof FullFinding, keyof BriefFields>]?: never };

/** A finding at depth `D`; with no depth given, either shape (a stored scan's result). */
export type Finding<D extends FindingDepth = FindingDepth> = D extends 'brief'
  ? BriefFinding
  : D extends 'full'
    ? FullFinding
    : never;

/** True for a full finding; narrows a {@link Finding}. */
export function isFullFinding(finding: Finding): finding is FullFinding {
  return typeof (finding as { check_id?: unknown }).check_id === 'string';
}

/** A completed scan's result, its findings at depth `D` (either shape when `D` is not known). */
export type ScanResult<D extends FindingDepth = FindingDepth> = Omit<Schemas['ScanResult'], 'findings'> & {
  findings?: Finding<D>[];
};

/** GET /scans/{id}: the scan and, once completed, its result as the scan's request shaped it. */
export type ScanDetail = Omit<Schemas['ScanDetail'], 'result'> & { result: ScanResult | null };
