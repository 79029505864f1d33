/** The check-test kit: page parts, the page builder, and the case table every group's tests use. */
export * from './parts.js';
export * from './page.js';
export * from './cases.js';
export { renderFacts } from '../model-fixture.js';
