import { useMount, useStreamValue } from '@mobile/react-kit';
import type { RequestOf } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { launchOptions } from './launch-options';

export type LaunchRequest = RequestOf<'launchGame'>;

/** The vendor page URL (with its signed ticket) for a launch; disabled while `request` is null. */
export function useLaunchGame(request: LaunchRequest | null) {
  const { api, bus } = useMount();
  const member = useStreamValue(bus.session$)?.id ?? null;
  return useQuery({ ...launchOptions(api, 'launchGame', request ?? {}, member), enabled: request !== null });
}
