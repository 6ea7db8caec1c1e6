import { closePasswordHashing } from '../security/password';

// Each test file has its own module registry and so its own hashing threads: end them with the file, so a
// jest worker does not collect one idle pool per file it has run (see closePasswordHashing).
afterAll(() => closePasswordHashing());
