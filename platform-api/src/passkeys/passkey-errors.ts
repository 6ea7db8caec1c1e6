import { ApiError } from '../http/api-error';

/** Every refused passkey answer looks the same: unknown, removed, replayed, wrong origin, bad signature. */
export const passkeyRefused = () => new ApiError('PASSKEY_REFUSED', 400);
