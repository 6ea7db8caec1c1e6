// Test harness for remotes: `@mobile/react-kit/testing`, imported only by *.test.tsx files.
// Brings the jest-dom matcher types (tools/build/jest-setup-dom.cjs installs the matchers) and asset modules.
/// <reference types="@testing-library/jest-dom" />
/// <reference path="../assets.d.ts" />

export { describeCatalogues } from './describe-catalogues';
export { canonicalMarkup, parsedMarkup } from './drawn-markup';
export {
  type ApiHandlers,
  type BusSeed,
  createFakeApi,
  createFakeBus,
  createState,
  type FakeApi,
  type FakeBus,
  merchantOf,
  sessionOf,
  type TestState,
} from './fakes';
export {
  createRenderParcelRoot,
  type ParcelRootOptions,
  type RenderOptions,
  renderParcelRoot,
} from './render-parcel-root';
export { type Catalogue, createTestI18n } from './test-i18n';
