/**
 * Page title with the deployment suffix, favicon and theme colour per variant (docs/decisions/product.md#screens-and-routes
 * "Additional rules", §9). The default title is the free keyword-rank lookup tagline.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryColors, type Variant } from '@nurly/shared';

/** `title` is already translated; an empty one gives the variant's default title. */
export function composeDocumentTitle(title: string | null | undefined, suffix: string, defaultTitle: string): string {
  return title ? `${title} - ${suffix}` : defaultTitle;
}

export function useDocumentTitle(variant: Variant, titleKey: string | null, namespaces: string[]): void {
  const { t, i18n } = useTranslation();
  const title = titleKey ? t(titleKey, { ns: [...namespaces, 'shell', 'common'] }) : null;
  const suffix = t(`shell:titleSuffix.${variant}`);
  const defaultTitle = t(`shell:defaultTitle.${variant}`);
  useEffect(() => {
    document.title = composeDocumentTitle(title, suffix, defaultTitle);
  }, [title, suffix, defaultTitle, i18n.language]);
}

export function applyFavicon(href: string, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link#favicon') ?? doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.id = 'favicon';
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.type = 'image/svg+xml';
  link.href = href;
}

export function applyThemeColor(variant: Variant, doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = primaryColors[variant];
}
