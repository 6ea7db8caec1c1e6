import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery, invalidateCalls } from '@mobile/shared-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The member's identity check: keyed by the member, so another login never sees it. */
export const kycStatusQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({ ...apiQuery(api, 'kycStatus', {}, { member: memberId }), enabled: memberId !== null });

export function useKycStatus() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(kycStatusQuery(api, session ? session.id : null));
}

/** Sends the images as one multipart upload, telling `onProgress` the share sent so far. */
export function useSubmitKyc(onProgress: (share: number) => void) {
  const { api } = useMount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('images', file, file.name);
      return api.call('submitKyc', form, { onUploadProgress: onProgress });
    },
    onSuccess: () => invalidateCalls(client, 'kycStatus', 'withdrawInfo'),
  });
}
