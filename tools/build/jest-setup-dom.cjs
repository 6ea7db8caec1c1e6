// jsdom lacks a few browser globals that react-router and friends read at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');
// findBy*/waitFor give up after 1 s by default: on a busy machine a render can take longer than that.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
