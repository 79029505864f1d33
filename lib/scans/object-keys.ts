/** Where a scan's parts live in the object store; the workflow states write them, the views read them. */
export const objectKeys = {
  model: (scanId: string) => `scans/${scanId}/model.json`,
  group: (scanId: string, group: string) => `scans/${scanId}/checks/${group}.json`,
  rewrites: (scanId: string) => `scans/${scanId}/rewrites.json`,
  audit: (scanId: string) => `scans/${scanId}/audit.json`,
  /** The markup of a raw-HTML scan (POST /scan with html), kept for the fetch state. */
  html: (scanId: string) => `scans/${scanId}/input.json`,
};
