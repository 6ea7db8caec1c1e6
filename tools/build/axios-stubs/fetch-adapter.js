// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the shell's build. Axios picks its
// adapters in the order xhr, http, fetch, so in a browser the xhr adapter always answers and the fetch
// adapter (~4 KB gzip with its stream helpers) was start-up code that never ran. Asking for 'fetch' now
// fails with axios's own 'adapter fetch is not supported by the environment'.
export const getFetch = () => false;
export default false;
