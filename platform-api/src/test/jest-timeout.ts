// Logins hash with the production scrypt cost; on a busy 2-core machine with PostgreSQL beside the two
// jest workers, a test of twenty logins or a context's set-up can pass jest's 5 s default. (testTimeout
// in this project's config would be ignored: it is a global option of the root's multi-project run.)
jest.setTimeout(30_000);
