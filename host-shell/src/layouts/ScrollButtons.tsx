/**
 * Back-to-top above 200 px of scroll; at 200 or less the reward site shows its inquiry button,
 * which opens the external chat in a new tab (docs/decisions/product.md#shared-screens item 12).
 */
import { useEffect, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@nurly/shared';
import { BACK_TO_TOP_THRESHOLD } from '../lib/config';
import { REWARD_INQUIRY_URL } from '../lib/startupConfig';
import { useShell } from '../lib/ShellContext';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

export function ScrollButtons() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > BACK_TO_TOP_THRESHOLD);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const common = { position: 'fixed', right: '6', bottom: '6', zIndex: 'docked', rounded: 'full', size: 'lg', boxShadow: 'lg' } as const;
  if (scrolled) {
    return (
      <IconButton
        {...common}
        aria-label={t('scroll.backToTop')}
        colorPalette="brand"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        data-testid="back-to-top"
      >
        <Icon name="arrow-up" />
      </IconButton>
    );
  }
  if (variant !== 'reward') return null;
  return (
    <IconButton
      {...common}
      aria-label={t('scroll.inquiry')}
      colorPalette="yellow"
      onClick={() => window.open(REWARD_INQUIRY_URL, '_blank', 'noopener,noreferrer')}
      data-testid="reward-inquiry"
    >
      <Icon name="chat" />
    </IconButton>
  );
}
