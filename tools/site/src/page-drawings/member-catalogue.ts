import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@mobile/shared-contracts';

/** What the drawings read of remote-member's catalogue of one language, as its build has it. */
export type MemberCatalogue = {
  notice?: { title?: unknown };
  promotions?: { title?: unknown };
};

/** remote-member's catalogues under the service's root, each read once. */
export function memberCatalogues(rootDir: string): (language: LanguageCode) => MemberCatalogue {
  const catalogues = new Map<LanguageCode, MemberCatalogue>();
  return (language) => {
    let found = catalogues.get(language);
    if (!found) {
      const file = path.join(rootDir, `remote-member/src/locales/${language}.json`);
      found = JSON.parse(fs.readFileSync(file, 'utf8')) as MemberCatalogue;
      catalogues.set(language, found);
    }
    return found;
  };
}
