/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type MountContract,
  type SessionInfo,
} from '@mobile/shared-contracts';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { ParcelProviders } from './parcel-providers';

/** One namespace's catalogue, as a remote's `locales/<language>.json` (or the shell's `common`) has it. */
export type DrawingCatalogue = Record<string, unknown>;

export interface DrawingRootProps {
  /** The remote's i18next namespace, the default for its `t` (as its parcel has it). */
  namespace: string;
  language: LanguageCode;
  /**
   * The catalogues the page's i18n instance holds, by language and namespace, as the shell's has them when
   * the parcel mounts: the remote's own namespace in `language`, the shell's `common` in `language` and in
   * the fallback language.
   */
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>;
  /** The answers the page's queries read, by query key: what its first calls answered the server. */
  answers: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** The address the page is drawn for. */
  location: MountContract['location'];
  /**
   * The merchant's manifest and settings, for a page whose first render reads them (the login form's
   * methods, social buttons, footer; decision 0631), and the whitelabel where the page reads it (the member
   * centre's entries; decision 0642). Absent: a page that reads none.
   */
  merchant?: Partial<MountContract['merchant']>;
  /**
   * Who is signed in, for a member's page (the bus's `session$`; decision 0642): who and which member type,
   * what a page's render reads of a session; never a token (a drawing makes no call). Absent: a guest.
   */
  session?: Pick<SessionInfo, 'id' | 'type'>;
  children: ReactNode;
}

/** A bus stream that holds one value and never changes (a drawing is one render). */
const still = <T,>(value: T) => ({
  getValue: () => value,
  subscribe: () => ({ unsubscribe: inert }),
});

const inert = () => undefined;

/**
 * A remote page's own components drawn outside a parcel, to static markup, by the frame service
 * (decisions 0561, 0621): the providers a parcel root gives them, with the page's query answers already in
 * its QueryClient (so its first render is the one it commits once they are in) and a synchronous i18n
 * instance of the given catalogues. Static markup runs no effect and no handler: the contract's calls
 * (api, navigate, bus) are never made, so they are inert.
 */
export function DrawingRoot({
  namespace,
  language,
  catalogues,
  answers,
  location,
  merchant,
  session,
  children,
}: DrawingRootProps) {
  const i18n = i18next.createInstance();
  i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    cleanCode: false,
    ns: ['common', namespace],
    defaultNS: namespace,
    resources: catalogues,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  // No refetch, no garbage-collection timer: the client lives for one render of the service.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  for (const [key, answer] of answers) queryClient.setQueryData(key, answer);
  const api: MountContract['api'] = { call: () => Promise.reject(new Error('a drawing makes no call')) };
  // Only what a render reads is real (i18n, the answers, the address, the merchant when given, the bus's
  // language and session): the rest of the bus is read by handlers and effects, which static markup never runs, or by
  // pages not drawn.
  const contract = {
    api,
    i18n,
    queryClient,
    location,
    merchant,
    navigate: inert,
    bus: {
      emit: inert,
      language$: still(language),
      session$: still(session ?? null),
      // No unread badge in a drawing: the shell's counts start at none too, and a badge appears beside its entry.
      unread$: still({ total: 0, chat: 0, inbox: 0, announcements: 0 }),
    },
  } as unknown as MountContract;
  return (
    <ParcelProviders contract={contract} namespace={namespace}>
      {children}
    </ParcelProviders>
  );
}
