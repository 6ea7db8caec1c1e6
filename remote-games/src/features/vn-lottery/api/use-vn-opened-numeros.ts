import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function vnOpenedNumerosOptions(api: ApiClient) {
  return queryOptions(apiQuery(api, 'vnOpenedNumeros', {}));
}

/** `/lgw/vn/numeros/opened/game`: each VN game's draw open for bets and when betting on it closes. */
export function useVnOpenedNumeros() {
  const { api } = useMount();
  return useQuery(vnOpenedNumerosOptions(api));
}
