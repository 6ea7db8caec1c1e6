import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ChangeContact,
  type ContactChangeFields,
  confirmEmailPayload,
  confirmMobilePayload,
  emailCodePayload,
  mobileCodePayload,
} from '../contact-change';

/** Step one: the login password and the new address; the server sends a code there. */
export function useSendContactCode(kind: ChangeContact) {
  const { api } = useMount();
  return useMutation({
    mutationFn: (fields: ContactChangeFields) =>
      kind === 'email'
        ? api.call('emailChangeCode', emailCodePayload(fields))
        : api.call('mobileChangeCode', mobileCodePayload(fields)),
  });
}

/** Step two: the code back; the new address replaces the old one, and the page reloads the config. */
export function useConfirmContact(kind: ChangeContact) {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ContactChangeFields): Promise<void> => {
      if (kind === 'email') await api.call('setEmail', confirmEmailPayload(fields));
      else await api.call('setMobile', confirmMobilePayload(fields));
    },
    onSuccess: () => invalidateCalls(client, 'securityConfig', 'memberProfile'),
  });
}
