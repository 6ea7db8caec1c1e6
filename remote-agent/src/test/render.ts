import { createRenderParcelRoot } from '@mobile/react-kit/testing';
import { configure } from '@testing-library/react';
import { AGENT_NS } from '../load-locale';
import en from '../locales/EN.json';

// findBy* waits up to 1 s by default; on a loaded two-core machine the first render of a page (parcel,
// catalogue, fake server answer) can take longer, so waits end on what is seen, not on a tight clock.
configure({ asyncUtilTimeout: 5_000 });

/** Renders a component of remote-agent as its parcel root would, with the EN catalogue. */
export const renderParcelRoot = createRenderParcelRoot(AGENT_NS, en);
