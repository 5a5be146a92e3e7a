import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** Bare layout of the auth pages and /report. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" bg="bg.subtle" data-layout="blank">
      {children}
    </Box>
  );
}
