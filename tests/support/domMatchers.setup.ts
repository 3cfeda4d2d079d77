// jest-dom's matchers (toBeVisible, toHaveAccessibleName…) for the component project only:
// the unit project runs in node, with no DOM to assert on. Importing this entry also gives
// vitest's `expect` their types.
import '@testing-library/jest-dom/vitest';
