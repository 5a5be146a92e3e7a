import { detectVariant, type Variant, type VariantRules } from '@nurly/contracts';

/** The deployment a request is for, from its Host header (port dropped); no header means the default site. */
export function variantOfHost(hostHeader: string | undefined, rules: VariantRules): Variant {
  return detectVariant((hostHeader ?? 'localhost').split(':')[0], rules);
}
