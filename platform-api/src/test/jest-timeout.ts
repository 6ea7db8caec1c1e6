// Logins hash with the production scrypt cost. On a busy 2-core machine (load 40 was seen while eight
// people built at once) with PostgreSQL beside the two jest workers, a test of twenty logins can pass
// jest's 5 s default many times over. (testTimeout in this project's config would be ignored: it is a
// global option of the root's multi-project run.)
jest.setTimeout(90_000);
