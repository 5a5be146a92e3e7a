// Testing Library matchers (toBeInTheDocument, …) for every *.test.tsx in the one tsconfig program;
// the runtime side is registered by shared/jest.setup.ts.
/// <reference types="@testing-library/jest-dom" />
