// The shell type-checks react-kit's sources, which import images; reuse react-kit's asset module types.
/// <reference path="../../../react-kit/src/assets.d.ts" />
