import type { SiteProfile } from './profile';

/** What `src/demo/` offers the rest of the server. */
export type DemoModule = typeof import('../demo/index');

/**
 * The one door to `src/demo/`: a dynamic import, opened only by the demo profile. No other file outside
 * that folder imports it (`src/demo/import-graph.test.ts` walks the production entry points to prove it).
 */
export async function loadDemo(profile: SiteProfile): Promise<DemoModule | null> {
  if (profile !== 'demo') return null;
  return import('../demo/index');
}
