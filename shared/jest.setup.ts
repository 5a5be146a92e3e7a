/** Testing Library matchers (toBeInTheDocument, …) for every project (setupFilesAfterEnv). */
import '@testing-library/jest-dom';
