/**
 * The bundle-size baseline of `pnpm bench:bundles`: a bare React + Chakra page with no product
 * code, built with the same webpack settings as the host. It shows what any React + Chakra page
 * costs here, so the product's pages can be read as a ratio of it.
 */
import { Box, Button, ChakraProvider, Heading, Text, defaultSystem } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

function BaselinePage() {
  return (
    <Box p="8">
      <Heading size="lg">Baseline</Heading>
      <Text mt="2">A bare React + Chakra page.</Text>
      <Button mt="4" colorPalette="blue">
        OK
      </Button>
    </Box>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ChakraProvider value={defaultSystem}>
      <BaselinePage />
    </ChakraProvider>,
  );
}
