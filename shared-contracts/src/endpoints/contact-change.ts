import * as v from 'valibot';
import { defineEndpoint } from './define';

/**
 * Changing the e-mail or mobile number (issue 26 finding 7): the login password first, then a code
 * sent to the new address, which is only used once that code comes back; the old address is told.
 */
const loginPassword = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const code = v.pipe(v.string(), v.regex(/^\d{6}$/));
const email = v.pipe(v.string(), v.trim(), v.maxLength(120), v.email());
const countryDialingCode = v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/));
const mobileNum = v.pipe(v.string(), v.trim(), v.regex(/^\d{5,15}$/));
/** When a new code may be asked for (ms since the epoch), like the guest code calls. */
const codeSent = v.object({ expirationTime: v.number() });

export const contactChangeEndpoints = {
  emailChangeCode: defineEndpoint({
    method: 'POST',
    path: '/wps/member/email/code',
    request: v.object({ email, loginPassword }),
    response: codeSent,
    auth: 'required',
  }),
  setEmail: defineEndpoint({
    method: 'POST',
    path: '/wps/member/email',
    request: v.object({ email, code }),
    response: v.object({ email: v.string() }),
    auth: 'required',
  }),
  mobileChangeCode: defineEndpoint({
    method: 'POST',
    path: '/wps/member/mobile/code',
    request: v.object({ countryDialingCode, mobileNum, loginPassword }),
    response: codeSent,
    auth: 'required',
  }),
  setMobile: defineEndpoint({
    method: 'POST',
    path: '/wps/member/mobile',
    request: v.object({ countryDialingCode, mobileNum, code }),
    response: v.object({ mobile: v.string() }),
    auth: 'required',
  }),
};
