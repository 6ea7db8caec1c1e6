import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery, endpointKeyOf, type SocialProviderId } from '@mobile/shared-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyProof } from '../../passkeys';

/** GET /wps/social/providers: the providers the merchant configured (the switches gate them further). */
export function useSocialProviders(enabled: boolean) {
  const { api } = useMount();
  return useQuery({ ...apiQuery(api, 'socialProviders', {}), enabled, staleTime: 5 * 60_000 });
}

/** POST /wps/social/start: the provider's authorization URL (the API keeps state, nonce and verifier). */
export function useSocialStart() {
  const { api } = useMount();
  return useMutation({
    mutationFn: (provider: SocialProviderId) => api.call('socialStart', { provider }),
  });
}

/** POST /wps/social/callback: the provider's redirect, as this page received it. */
export function useSocialCallback() {
  const { api } = useMount();
  return useMutation({
    mutationFn: (search: string) => api.call('socialCallback', { search }),
  });
}

/** POST /wps/social/link (encrypted by the shell's API client): the matched account's password. */
export function useSocialLink() {
  const { api } = useMount();
  return useMutation({ mutationFn: (password: string) => api.call('socialLink', { password }) });
}

/** POST /wps/social/link/passkey: the matched account proven with one of its passkeys instead. */
export function useSocialLinkPasskey() {
  const { api } = useMount();
  return useMutation({
    mutationFn: async () => api.call('socialLinkPasskey', { credential: await passkeyProof(api) }),
  });
}

/** The member's linked providers (security centre), keyed by the member. */
export function useSocialLinks() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const memberId = session ? session.id : null;
  return useQuery({
    ...apiQuery(api, 'socialLinks', {}, { member: memberId }),
    enabled: memberId !== null,
  });
}

export function useSocialUnlink() {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { provider: SocialProviderId; password: string }) => api.call('socialUnlink', input),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKeyOf('socialLinks') }),
  });
}
