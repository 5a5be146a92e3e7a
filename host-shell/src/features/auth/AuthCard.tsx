import type { ReactNode } from 'react';
import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { usePreferences } from '@nurly/shared';
import { useShell } from '../../lib/ShellContext';

/** The centred card of the blank-layout auth pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  width = 'sm',
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: string;
}) {
  const { variant } = useShell();
  const { preferences } = usePreferences(variant);
  return (
    <Center minH="100vh" px="4" py="10">
      <Box w="full" maxW={width} bg="bg.panel" rounded="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Stack gap="1" mb="6">
          <Text color="brand.fg" fontWeight="bold">
            {preferences.title}
          </Text>
          <Heading size="xl">{title}</Heading>
          {subtitle && (
            <Text color="fg.muted" fontSize="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Box>
    </Center>
  );
}
