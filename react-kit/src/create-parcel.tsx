import { type LanguageCode, MOUNT_CONTRACT_VERSION, type MountContract } from '@mobile/shared-contracts';
import type { i18n as I18n } from 'i18next';
import React, { type ComponentType, Suspense, startTransition, useLayoutEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelProviders } from './parcel-providers';
import { ErrorState } from './states/error-state';
import { PageSpinner } from './states/page-spinner';

type Resources = Record<string, unknown>;

export interface ParcelOptions {
  /** i18next namespace of this remote. */
  namespace: string;
  /** Lazily loads the namespace for one language (a dynamic import of its JSON). */
  loadLocale(language: LanguageCode): Promise<{ default: Resources } | Resources>;
}

type ParcelProps = MountContract & Record<string, unknown>;

/**
 * Loads this remote's namespace in the current language unless it is there. `quietly` when nothing on
 * screen uses it yet (a preload, a parcel about to mount): the store's 'added' event would re-render every
 * translated component of the page (react-i18next's bindI18nStore) for words none of them shows. After a
 * language change it is announced, so the mounted pages of this remote draw in the new language.
 */
async function ensureNamespace(i18n: I18n, options: ParcelOptions, quietly: boolean): Promise<void> {
  const language = i18n.language as LanguageCode;
  if (i18n.hasResourceBundle(language, options.namespace)) return;
  const loaded = await options.loadLocale(language);
  const resources = ('default' in loaded ? loaded.default : loaded) as Resources;
  // skipCopy: the catalogue module is this store's alone, no deep copy of it is needed.
  i18n.addResourceBundle(language, options.namespace, resources, true, true, {
    silent: quietly,
    skipCopy: true,
  });
}

/**
 * single-spa-react lifecycles for one page or widget of a remote. The root gets the mount contract as
 * context, the shell's QueryClient and i18n instance; the remote's namespace loads before mount and again
 * whenever the language changes, so every mounted remote re-renders in the new language.
 */
export function createParcel(Root: ComponentType, options: ParcelOptions) {
  const listeners = new WeakMap<object, (language: string) => void>();
  /** Mounts whose first render has not been committed yet, by the parcel's single-spa name. */
  const firstCommits = new Map<unknown, () => void>();

  function ParcelRoot(props: ParcelProps) {
    // The first commit ends the mount: single-spa-react says so only a timer later, behind the frame
    // and any other task, which at 4× CPU was up to 100 ms.
    useLayoutEffect(() => {
      firstCommits.get(props.name)?.();
      firstCommits.delete(props.name);
    }, [props.name]);
    return (
      <ParcelProviders contract={props} namespace={options.namespace}>
        <Suspense fallback={<PageSpinner />}>
          <Root />
        </Suspense>
      </ParcelProviders>
    );
  }

  const lifecycles = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: (error: Error) => <ErrorState detail={error.message} />,
  });

  /**
   * single-spa-react renders the root inside the promise it returns: started in a transition, that first
   * render is done in slices of a few milliseconds with the browser free between them, instead of one long
   * task per widget or page (home mounts several while the player may already touch it). A page the player
   * is waiting for (`urgent`: opened by a tap) renders in one task instead: its slices would each wait for
   * a frame of the page around it (an animation, the loading bar), which at 4× CPU doubled its time.
   */
  const mountInSlices = (props: Parameters<typeof lifecycles.mount>[0]): Promise<unknown> => {
    const committed = new Promise<void>((resolve) => firstCommits.set(props.name, resolve));
    let mounted: Promise<unknown> = Promise.resolve();
    if (props.urgent === true) mounted = lifecycles.mount(props);
    else
      startTransition(() => {
        mounted = lifecycles.mount(props);
      });
    // Whichever comes first: the first commit, or single-spa-react's own word (or its error).
    return Promise.race([committed, mounted]).finally(() => firstCommits.delete(props.name));
  };

  return {
    /** The mount contract this remote was built against; the shell refuses another one. */
    contractVersion: MOUNT_CONTRACT_VERSION,
    /**
     * Loads what the first render needs (the namespace in the current language) without mounting: the
     * shell calls it when it preloads a likely next page, so a tap on it waits for no catalogue.
     */
    prepare: (i18n: I18n) => ensureNamespace(i18n, options, true),
    bootstrap: [(props: ParcelProps) => ensureNamespace(props.i18n, options, true), lifecycles.bootstrap],
    mount: [
      async (props: ParcelProps) => {
        await ensureNamespace(props.i18n, options, true);
        const onLanguage = () => {
          ensureNamespace(props.i18n, options, false).catch(() => undefined);
        };
        props.i18n.on('languageChanged', onLanguage);
        listeners.set(props, onLanguage);
      },
      mountInSlices,
    ],
    unmount: [
      lifecycles.unmount,
      async (props: ParcelProps) => {
        const onLanguage = listeners.get(props);
        if (onLanguage) props.i18n.off('languageChanged', onLanguage);
      },
    ],
    update: lifecycles.update,
  };
}

export type ParcelLifecycles = ReturnType<typeof createParcel>;
