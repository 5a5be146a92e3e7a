/**
 * Staff custom sites (docs/decisions/product.md#shared-screens item 15, docs/decisions/product.md#entities, docs/decisions/product.md#validation): a list kept in localStorage ('customSites').
 * Title and address are both required; titles display cut at 30 characters with an ellipsis.
 */
import { truncate } from '@nurly/shared';
import { CUSTOM_SITE_ICONS, CUSTOM_SITE_TITLE_MAX, DEFAULT_CUSTOM_SITE_ICON, type CustomSiteIcon } from '../../lib/config';

export interface CustomSite {
  title: string;
  /** The address. */
  to: string;
  icon: CustomSiteIcon;
}

export const CUSTOM_SITES_KEY = 'customSites';

export interface CustomSiteDraft {
  title: string;
  to: string;
  icon: CustomSiteIcon;
}

export const emptyDraft = (): CustomSiteDraft => ({ title: '', to: '', icon: DEFAULT_CUSTOM_SITE_ICON });

/** The Add button is enabled only when both fields have text. */
export function canAddSite(draft: Pick<CustomSiteDraft, 'title' | 'to'>): boolean {
  return draft.title.trim().length > 0 && draft.to.trim().length > 0;
}

/** An address without a scheme is taken as https. */
export function normalizeSiteAddress(to: string): string {
  const value = to.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
}

/**
 * Whether an address can be a site's link: with the https default, an http(s) URL whose host is a
 * domain name (or localhost), without spaces. `javascript:`, `ftp://` and bare words are refused.
 */
export function isSiteAddress(to: string): boolean {
  const value = to.trim();
  if (!value || /\s/.test(value)) return false;
  try {
    const url = new URL(normalizeSiteAddress(value));
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && (url.hostname === 'localhost' || /\.[a-z0-9-]{2,}$/i.test(url.hostname))
    );
  } catch {
    return false;
  }
}

export function displaySiteTitle(title: string): string {
  return truncate(title, CUSTOM_SITE_TITLE_MAX);
}

function isIcon(value: unknown): value is CustomSiteIcon {
  return typeof value === 'string' && (CUSTOM_SITE_ICONS as readonly string[]).includes(value);
}

export function readCustomSites(storage: Storage | undefined = localStorageOrUndefined()): CustomSite[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CUSTOM_SITES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((s): s is CustomSite => !!s && typeof s.title === 'string' && typeof s.to === 'string')
      .map((s) => ({ title: s.title, to: s.to, icon: isIcon(s.icon) ? s.icon : DEFAULT_CUSTOM_SITE_ICON }));
  } catch {
    return [];
  }
}

export function writeCustomSites(sites: CustomSite[], storage: Storage | undefined = localStorageOrUndefined()): void {
  try {
    storage?.setItem(CUSTOM_SITES_KEY, JSON.stringify(sites));
  } catch {
    // Storage full or blocked: the list lives for this page only.
  }
}

export function addCustomSite(sites: readonly CustomSite[], draft: CustomSiteDraft): CustomSite[] {
  if (!canAddSite(draft) || !isSiteAddress(draft.to)) return [...sites];
  return [...sites, { title: draft.title.trim(), to: normalizeSiteAddress(draft.to), icon: draft.icon }];
}

export function removeCustomSite(sites: readonly CustomSite[], index: number): CustomSite[] {
  return sites.filter((_, i) => i !== index);
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
