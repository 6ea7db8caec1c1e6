import { isCompatibleParcel, type MountContract, type RemoteName } from '@mobile/shared-contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Parcel, ParcelConfig } from 'single-spa';
import { afterNextPaint } from '../app/yield-to-main';
import { messageOf, reportField } from '../field/field-queue';
import { loadedParcelConfig, loadParcelConfig } from './remote-registry';

/** 'incompatible': the remote was built for another mount contract; a retry cannot help. */
export type ParcelState = 'loading' | 'mounted' | 'error' | 'incompatible';

/**
 * single-spa is fetched with the first parcel, alongside the remote's code: nothing drawn before the
 * first parcel needs it, so it stays off the start's critical path.
 */
type SingleSpa = typeof import('single-spa');
let singleSpa: SingleSpa | null = null;
const loadSingleSpa = (): Promise<SingleSpa> =>
  singleSpa
    ? Promise.resolve(singleSpa)
    : import(/* webpackChunkName: "single-spa" */ 'single-spa').then((module) => {
        singleSpa = module;
        return module;
      });

/**
 * The parcel and single-spa, at once when both were loaded before (a preloaded page): then the mount
 * starts in the task that committed the area, not a few federation runtime task hops later.
 */
function parcelAndSingleSpa(owner: RemoteName, expose: string): Promise<[ParcelConfig, SingleSpa]> {
  const config = loadedParcelConfig(owner, expose);
  if (config && singleSpa) return Promise.resolve([config, singleSpa]);
  return Promise.all([loadParcelConfig(owner, expose), loadSingleSpa()]);
}

/**
 * When a page is left, its parcels' DOM goes with their area at once; taking down their React roots (a
 * synchronous unmount of every component) waits for an idle period, so it does not delay the next page's
 * first paint. At most 1 s, so a busy page does not keep the old roots alive.
 */
export function unmountWhenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1_000 });
  else window.setTimeout(task, 0);
}

async function safeUnmount(parcel: Parcel): Promise<void> {
  try {
    await parcel.mountPromise;
  } catch {
    return; // never mounted, nothing to take down
  }
  if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
}

/**
 * Loads a remote's parcel and mounts it into `host`. Load or mount failures end in 'error' and stay
 * inside this area; `attempt` changes start over. Prop changes reach the mounted parcel via update().
 * `urgent`: the player is waiting for it (MountContract's `urgent`), read when it mounts.
 */
export function useParcel(
  host: React.RefObject<HTMLDivElement | null>,
  owner: RemoteName,
  expose: string,
  props: MountContract,
  attempt: number,
  urgent = false,
): ParcelState {
  const [state, setState] = useState<ParcelState>('loading');
  const parcelRef = useRef<Parcel | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const urgentRef = useRef(urgent);
  urgentRef.current = urgent;
  /** The frame an urgent area waits for before it mounts; null when it waits for none. */
  const framePainted = useRef<Promise<void> | null>(null);

  // An urgent area waits for the frame its commit drew, counted from the commit: the effect below runs
  // after that frame was already painted (React runs a transition's passive effects after the paint), and
  // asking there would wait for one more frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same triggers as the mount below
  useLayoutEffect(() => {
    framePainted.current = urgentRef.current ? afterNextPaint() : null;
  }, [owner, expose, attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel | null = null;
    setState('loading');
    // A page the player waits for draws in one task: first the frame the tap changed is painted (the
    // titled bar, the area's spinner), so the tap's input-to-next-paint is the shell's route change only.
    Promise.all([parcelAndSingleSpa(owner, expose), framePainted.current])
      .then(async ([[config, { mountRootParcel }]]) => {
        const domElement = host.current;
        if (cancelled || !domElement) return;
        if (!isCompatibleParcel(config)) {
          console.error(`[federation] ${owner} ${expose} was built for another mount contract`, config);
          setState('incompatible');
          return;
        }
        parcel = mountRootParcel(config, {
          domElement,
          ...propsRef.current,
          ...(urgentRef.current ? { urgent: true } : {}),
        });
        parcelRef.current = parcel;
        try {
          await parcel.mountPromise;
        } catch (error) {
          // The remote's code threw while mounting (its load failures the federation runtime reports).
          reportField({ kind: 'error', owner, detail: messageOf(error) });
          throw error;
        }
        if (!cancelled) setState('mounted');
      })
      .catch((error: unknown) => {
        console.error(`[federation] ${owner} ${expose} failed`, error);
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      parcelRef.current = null;
      const leaving = parcel;
      if (leaving) unmountWhenIdle(() => safeUnmount(leaving).catch(() => undefined));
    };
  }, [owner, expose, attempt, host]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (state === 'mounted' && parcel?.update && parcel.getStatus() === 'MOUNTED') {
      parcel.update({ ...props }).catch(() => undefined);
    }
  }, [props, state]);

  return state;
}
