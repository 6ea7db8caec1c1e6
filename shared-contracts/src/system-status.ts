/** 0 renders the app, 1 the maintenance/service page, 2 the region-restriction page. */
export type SystemStatus = 0 | 1 | 2;

export interface StatusResponse {
  info: string | null;
  location: { ip: string; country: string | null };
  maintenance: boolean;
  regionRestriction: boolean;
}

/** SPEC 4: 1 when maintenance is on (whatever the region), 2 when only the region is restricted. */
export function systemStatusOf(
  status: Pick<StatusResponse, 'maintenance' | 'regionRestriction'>,
): SystemStatus {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
