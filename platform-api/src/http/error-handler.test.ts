import { HashingBusyError } from '../security/hash-slots';
import { ApiError } from './api-error';
import { classifyError } from './error-handler';

describe('classifyError', () => {
  it('keeps our own codes', () => {
    expect(classifyError(new ApiError('FORBIDDEN', 403))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      value: null,
    });
  });

  it('maps framework 4xx errors onto catalogue codes', () => {
    expect(classifyError({ statusCode: 413 }).code).toBe('BAD_REQUEST');
    expect(classifyError({ statusCode: 415 }).code).toBe('BAD_REQUEST');
    expect(classifyError({ statusCode: 429 }).code).toBe('RATE_LIMITED');
  });

  it('answers a full queue of password hashes (a login storm) with 503, as an unavailable database', () => {
    expect(classifyError(new HashingBusyError())).toEqual({ status: 503, code: 'UPGRADING', value: null });
  });

  it('hides everything else behind 500 UNKNOWN', () => {
    expect(classifyError(new Error('SQLITE_BUSY: database is locked'))).toEqual({
      status: 500,
      code: 'UNKNOWN',
      value: null,
    });
    expect(classifyError({ statusCode: 503 }).status).toBe(500);
    expect(classifyError(null).status).toBe(500);
  });
});
