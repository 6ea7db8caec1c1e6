// API tests run on a real database (the first one of a code version seeds the template): on a busy 2-core
// machine a hook can take longer than jest's 5 s. This limit only catches hangs; no test times work.
jest.setTimeout(60_000);
