import { SHA384_INTEGRITY } from '@mobile/shared-contracts';

/**
 * A remote's page-assets.json (written by its build next to remoteEntry.js, tools/build/page-assets.cjs):
 * per exposed module, the files its chunk group needs, each script with its SHA-384 (decision 0461).
 */
export const PAGE_ASSETS_FILE = 'page-assets.json';

export interface PageAssetScript {
  file: string;
  integrity: string;
}

export interface ExposeAssets {
  js: PageAssetScript[];
  css: string[];
  /** The remote's catalogue chunk by language code (EN, CN, ...). */
  catalogues: Record<string, PageAssetScript>;
}

export interface PageAssets {
  /** remoteEntry.js and its hash: the table is used only when the manifest vouches for that same file. */
  entry: PageAssetScript;
  exposes: Record<string, ExposeAssets>;
}

/** A built file's name: no folder, no quote, nothing to escape in an attribute or a URL. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scriptOf(value: unknown): PageAssetScript | null {
  if (!isRecord(value)) return null;
  const { file, integrity } = value;
  if (typeof file !== 'string' || !FILE_NAME.test(file)) return null;
  if (typeof integrity !== 'string' || !SHA384_INTEGRITY.test(integrity)) return null;
  return { file, integrity };
}

function exposeOf(value: unknown): ExposeAssets | null {
  if (!isRecord(value) || !Array.isArray(value.js) || !Array.isArray(value.css)) return null;
  if (!isRecord(value.catalogues)) return null;
  const js = value.js.map(scriptOf);
  const css = value.css.filter((file): file is string => typeof file === 'string' && FILE_NAME.test(file));
  if (js.some((script) => script === null) || css.length !== value.css.length) return null;
  const catalogues: Record<string, PageAssetScript> = {};
  for (const [language, raw] of Object.entries(value.catalogues)) {
    const script = scriptOf(raw);
    if (!script || !/^[A-Z]{2}$/.test(language)) return null;
    catalogues[language] = script;
  }
  return { js: js as PageAssetScript[], css, catalogues };
}

/** Validates a fetched page-assets.json (it comes from another origin); null when anything is off. */
export function parsePageAssets(input: unknown): PageAssets | null {
  if (!isRecord(input) || !isRecord(input.exposes)) return null;
  const entry = scriptOf(input.entry);
  if (!entry) return null;
  const exposes: Record<string, ExposeAssets> = {};
  for (const [expose, raw] of Object.entries(input.exposes)) {
    const assets = exposeOf(raw);
    if (!assets) return null;
    exposes[expose] = assets;
  }
  return { entry, exposes };
}
