/**
 * The default site (the member's own service) seen from a console deployment. The consoles are
 * served on a first label of the default site's host (reward.localhost → localhost,
 * reward.thenurly.com → thenurly.com), so dropping that label leads back, on the same port.
 */
import { detectVariant } from '@nurly/shared';

export function defaultSiteUrl(location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  const labels = location.hostname.split('.');
  const onConsole = detectVariant(location.hostname) !== 'default' && labels.length > 1;
  const host = onConsole ? labels.slice(1).join('.') : location.hostname;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}
