// Tests must pass on a busy shared machine: time limits here bound a hang, they never measure speed.
// jest's 5 s per test and testing-library's 1 s for findBy*/waitFor were seen to run out at load 20+.
jest.setTimeout(60_000);
