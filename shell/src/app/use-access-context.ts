import { useStreamValue } from '@mobile/react-kit';
import { type AccessContext, accessContextOf } from '@mobile/shared-contracts';
import { useMemo } from 'react';
import { useShell } from './shell-context';

/** The access table's context for the shell: the session, the member's labels and the merchant's switches. */
export function useAccessContext(): AccessContext {
  const { bus, merchant } = useShell();
  const session = useStreamValue(bus.session$);
  const member = useStreamValue(bus.member$);
  const { features } = merchant.whitelabel;
  const { promos } = merchant.settings;
  return useMemo(
    () => accessContextOf({ session, member, features, promos }),
    [session, member, features, promos],
  );
}
