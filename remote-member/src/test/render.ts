import { createRenderParcelRoot } from '@mobile/react-kit/testing';
import { MEMBER_NS } from '../load-locale';
import en from '../locales/EN.json';

/** Renders a component of remote-member as its parcel root would, with the EN catalogue. */
export const renderParcelRoot = createRenderParcelRoot(MEMBER_NS, en);
