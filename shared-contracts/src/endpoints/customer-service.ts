import * as v from 'valibot';
import { defineEndpoint } from './define';
import { customerServiceSchema } from './system';

/** SPEC 3 customer service entries: title 'whatsapp' or 'CS'. */
export const CUSTOMER_SERVICE_TITLES = ['CS', 'whatsapp'] as const;

export const customerServiceEndpoints = {
  /**
   * SPEC 7 'customer service path via /wps/system/domainRoute': the merchant's customer-service links
   * as they stand now (the service sheet asks on each opening, so an operator's change shows at once).
   * Only http(s) links and paths of this site are answered.
   */
  customerServiceRoutes: defineEndpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    request: v.object({}),
    response: v.array(customerServiceSchema),
    auth: 'none',
    // The sheet's other entries work without it: a failure leaves these links out, no toast.
    silent: true,
  }),
};
