/** Invitation link: /m/register?affiliateCode=<code>&domain=<host> (the referral page builds it). */
export interface InvitationLink {
  code: string;
  domain: string;
}

const CODE_SHAPE = /^[A-Za-z0-9]{1,32}$/;

export function invitationFromSearch(search: string): InvitationLink {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? '').trim();
  const domain = (params.get('domain') ?? '').trim().slice(0, 255);
  return { code: CODE_SHAPE.test(code) ? code : '', domain };
}

/** SPEC: the invitation-code input shows when the field is enabled and the link's code was not valid. */
export function showInvitationField(fieldEnabled: boolean, linkCodeValid: boolean): boolean {
  return fieldEnabled && !linkCodeValid;
}
