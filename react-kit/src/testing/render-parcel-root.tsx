import type {
  ConsolidatedSettings,
  MountContract,
  NavigateOptions,
  Whitelabel,
} from '@mobile/shared-contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { ParcelProviders } from '../parcel-providers';
import {
  type ApiHandlers,
  type BusSeed,
  createFakeApi,
  createFakeBus,
  type MerchantSeed,
  merchantOf,
} from './fakes';
import { type Catalogue, createTestI18n } from './test-i18n';

type Location = MountContract['location'];

function locationOf(to: string): Location {
  const url = new URL(to, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}

export interface RenderOptions extends BusSeed {
  api?: ApiHandlers;
  /** Address the parcel starts at, path and query. */
  path?: string;
  whitelabel?: Partial<Whitelabel>;
  /** Merchant settings over the defaults (switches, copyright, speed-test URL…). */
  settings?: Partial<ConsolidatedSettings>;
  merchant?: MerchantSeed;
}

export interface ParcelRootOptions extends RenderOptions {
  /** i18next namespace of the remote under test. */
  namespace: string;
  /** The remote's EN catalogue for that namespace. */
  catalogue: Catalogue;
}

interface HarnessProps {
  contract: Omit<MountContract, 'location'>;
  namespace: string;
  initialPath: string;
  /** Receives the location setter, so the fake `navigate` can move the address. */
  bindNavigation(setLocation: (location: Location) => void): void;
  children: ReactNode;
}

function Harness({ contract, namespace, initialPath, bindNavigation, children }: HarnessProps) {
  const [location, setLocation] = useState(() => locationOf(initialPath));
  bindNavigation(setLocation);
  const value = useMemo<MountContract>(() => ({ ...contract, location }), [contract, location]);
  return (
    <ParcelProviders contract={value} namespace={namespace}>
      {children}
    </ParcelProviders>
  );
}

/**
 * Renders a remote component as the shell would mount it: mount contract, QueryClient (no retries),
 * a real i18n instance with the remote's EN catalogue. `navigate` moves the fake location.
 */
export function renderParcelRoot(ui: ReactElement, { namespace, catalogue, ...options }: ParcelRootOptions) {
  const bus = createFakeBus(options);
  const { api, call } = createFakeApi(options.api ?? {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let moveTo: (location: Location) => void = () => undefined;
  const navigate = jest.fn((to: string, _options?: NavigateOptions) => moveTo(locationOf(to)));
  const contract = {
    bus,
    api,
    i18n: createTestI18n(namespace, catalogue),
    queryClient,
    merchant: merchantOf(options.whitelabel, { ...options.merchant, settings: options.settings }),
    navigate,
  };

  const user = userEvent.setup();
  const view = render(
    <Harness
      contract={contract}
      namespace={namespace}
      initialPath={options.path ?? '/'}
      bindNavigation={(setLocation) => {
        moveTo = setLocation;
      }}
    >
      {ui}
    </Harness>,
  );
  return { ...view, user, bus, api, call, navigate, queryClient, i18n: contract.i18n };
}

/** `renderParcelRoot` bound to one remote's namespace and EN catalogue (a remote's `src/test/render.ts`). */
export function createRenderParcelRoot(namespace: string, catalogue: Catalogue) {
  return (ui: ReactElement, options: RenderOptions = {}) =>
    renderParcelRoot(ui, { ...options, namespace, catalogue });
}
