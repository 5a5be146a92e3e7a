/**
 * Roles, the §6 access table, the variants and the registration-number rule live in @nurly/contracts
 * (the server uses them too); these are the values the shell and the remotes take from here. The
 * contracts' other values (each column's labels, limits and messages) come from '@nurly/contracts' in
 * the remote that uses them: re-exported here they rode in the singleton every page downloads
 *. Every contracts type is still re-exported.
 */
export type * from '@nurly/contracts';
export {
  checkRouteAccess,
  detectVariant,
  federationName,
  filterNavItems,
  formatRegistrationNumber,
  hasAnyRole,
  homePathFor,
  isResellerUser,
  navRolesOf,
  normalizeRegistrationNumber,
  REGISTRATION_NUMBER_FORMAT_ERROR,
  REGISTRATION_NUMBER_MAX_LENGTH,
  roleNames,
  rolesOf,
  variantRemotes,
  variants,
} from '@nurly/contracts';

/** @public */
export {
  defaultVariantRules,
  isStaffUser,
  navAccess,
  remoteKeys,
  resellerTiers,
  routeAccess,
  services,
  tiers,
  userRoleNames,
} from '@nurly/contracts';
