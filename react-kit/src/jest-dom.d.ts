// Types of the jest-dom matchers that tools/build/jest-setup-dom.cjs installs.
import '@testing-library/jest-dom';
