/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type DrawingCatalogue, DrawingRoot } from '@mobile/react-kit/drawing-root';
import {
  type AnnouncementList,
  announcementRequest,
  type LanguageCode,
  LOGIN_PATH,
  type MountContract,
  queryKeyOf,
} from '@mobile/shared-contracts';
import { MEMBER_NS } from '../../load-locale';
import { DrawnPasskeySupport, pageCanHoldPasskeys } from '../passkeys';
import { bannerGroupsOf } from './auth-tab';
import { LoginRegisterPage } from './components/login-register-page';

export interface LoginDrawingProps {
  language: LanguageCode;
  /** The i18n catalogues by language and namespace (`member` in `language`, the shell's `common`). */
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>;
  /** The merchant's manifest and settings: the form's methods, captcha, social buttons read them. */
  merchant: Omit<MountContract['merchant'], 'whitelabel'>;
  /** The login tab's banner groups' answers, in `bannerGroupsOf('login')` order (the page's first call). */
  banners: readonly AnnouncementList[];
  /**
   * The page's host name: where it can hold passkeys (a domain; the site is served over https there, HSTS),
   * the passkey button is drawn, as the page commits it in every browser with WebAuthn.
   */
  hostname: string;
}

/**
 * A guest's /m/login as the frame service draws it into the page's HTML (decisions 0621, 0631): the page's
 * own component (`LoginRegisterPage`, what the parcel's root renders for /m/login) with the banner's answer
 * already in its QueryClient: the page as it commits once its banner is in, with empty fields (the server
 * cannot know a remembered login) and without its footer (its hot games are asked later; the page draws the
 * footer whole once they answer, last on the page). `login-drawing.test.tsx` holds it equal to that commit.
 */
export function LoginDrawing({ language, catalogues, merchant, banners, hostname }: LoginDrawingProps) {
  const groups = bannerGroupsOf('login');
  return (
    <DrawingRoot
      namespace={MEMBER_NS}
      language={language}
      catalogues={catalogues}
      merchant={merchant}
      answers={groups.flatMap((group, index) =>
        banners[index]
          ? [
              [
                queryKeyOf('announcements', announcementRequest(merchant.manifest.merchantCode, 'B', group), {
                  member: null,
                }),
                banners[index],
              ] as const,
            ]
          : [],
      )}
      location={{ pathname: LOGIN_PATH, search: '' }}
    >
      <DrawnPasskeySupport.Provider value={pageCanHoldPasskeys(hostname, true)}>
        <LoginRegisterPage />
      </DrawnPasskeySupport.Provider>
    </DrawingRoot>
  );
}
