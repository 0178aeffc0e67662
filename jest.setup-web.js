require('@testing-library/jest-dom');
// findBy*/waitFor wait up to 5 s instead of 1: the tests share two loaded cores with the rest of the suite,
// and a lazy chunk or a state update after a failed call can take longer than a second there.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
