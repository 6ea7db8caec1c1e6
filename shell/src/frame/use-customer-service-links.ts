import { type ApiClient, apiQuery, CUSTOMER_SERVICE_TITLES } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShell } from '../app/shell-context';
import { type LinkTarget, linkTarget } from '../ui/link-target';

export type ServiceLinkTitle = (typeof CUSTOMER_SERVICE_TITLES)[number];
export interface ServiceLink {
  title: ServiceLinkTitle;
  target: LinkTarget;
}

const isTitle = (title: string): title is ServiceLinkTitle =>
  (CUSTOMER_SERVICE_TITLES as readonly string[]).includes(title);

/** One link per known title (the first), only links the site may open (linkTarget). */
export function serviceLinks(routes: readonly { title: string; path: string }[]): ServiceLink[] {
  const links: ServiceLink[] = [];
  for (const route of routes) {
    const target = linkTarget(route.path);
    if (!target || !isTitle(route.title) || links.some((link) => link.title === route.title)) continue;
    links.push({ title: route.title, target });
  }
  return links;
}

/** Asked on every opening of the service sheet (it mounts while open): an operator's change shows at once. */
export const customerServiceLinksQuery = (api: ApiClient) =>
  queryOptions({
    ...apiQuery(api, 'customerServiceRoutes', {}),
    select: serviceLinks,
    staleTime: 0,
  });

/** `/wps/system/domainRoute`: the merchant's customer-service links (CS page, WhatsApp). */
export function useCustomerServiceLinks(): ServiceLink[] {
  const { api } = useShell();
  return useQuery(customerServiceLinksQuery(api)).data ?? [];
}
