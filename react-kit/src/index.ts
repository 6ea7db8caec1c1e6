export { AppLink } from './app-link';
export { createParcel, type ParcelLifecycles, type ParcelOptions } from './create-parcel';
export { MountContext, useMount } from './mount-context';
export { EmptyState } from './states/empty-state';
export { ErrorState } from './states/error-state';
export { PageSpinner } from './states/page-spinner';
export { useReducedMotion } from './use-reduced-motion';
export { useStreamValue } from './use-stream-value';
