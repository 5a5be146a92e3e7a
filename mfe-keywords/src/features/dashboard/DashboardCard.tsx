/** A dashboard card: its heading, a link to the page that lists it all, and its body. */
import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface DashboardCardProps {
  title: ReactNode;
  link: { to: string; label: string };
  children: ReactNode;
}

export function DashboardCard({ title, link, children }: DashboardCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
