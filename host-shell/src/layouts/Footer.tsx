/** Footer (docs/decisions/product.md#shared-screens item 13): copyright and, on desktop, the company-info toggle. */
import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatRegistrationNumber } from '@nurly/shared';
import { COMPANY, FLOATING_BUTTON_CLEARANCE } from '../lib/config';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

export function Footer() {
  const { t } = useTranslation('shell');
  const [showInfo, setShowInfo] = useState(false);
  return (
    // The end padding keeps the company-info toggle clear of the floating buttons (ScrollButtons:
    // 48 px wide, 24 px from the edge), which would otherwise cover it at the bottom of a page.
    <Box
      as="footer"
      ps={{ base: '4', md: '6' }}
      pe={{ base: '4', md: FLOATING_BUTTON_CLEARANCE }}
      py="4"
      fontSize="sm"
      color="fg.muted"
      borderTopWidth="1px"
      data-testid="footer"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text>{t('footer.copyright', { year: new Date().getFullYear(), company: COMPANY.name })}</Text>
        <Button
          size="xs"
          variant="ghost"
          hideBelow="md"
          data-testid="company-info-toggle"
          onClick={() => setShowInfo((v) => !v)}
          aria-expanded={showInfo}
        >
          {showInfo ? t('footer.closeCompanyInfo') : t('footer.showCompanyInfo')}
        </Button>
      </Flex>
      {showInfo && (
        <Flex mt="2" gap="4" wrap="wrap" hideBelow="md" data-testid="company-info">
          <Text>
            {t('footer.companyName')}: {COMPANY.name}
          </Text>
          <Text>
            {t('footer.registrationNumber')}: {formatRegistrationNumber(COMPANY.registrationNumber)}
          </Text>
        </Flex>
      )}
    </Box>
  );
}
