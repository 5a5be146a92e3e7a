import { Type, type Static } from 'typebox';
import { services } from '../roles';
import { literals } from './literals';
import { Id } from './common';
import { withTitles } from './titles';

/** Additional auth/account contracts of the API server. */

export const ServiceCodeSchema = literals(services);

export const SignupResponse = Type.Object({ id: Type.Integer(), username: Type.String() });
export type SignupResponse = Static<typeof SignupResponse>;

export const SendCodeResponse = Type.Object({ message: Type.String(), expires_in: Type.Integer() });
export type SendCodeResponse = Static<typeof SendCodeResponse>;

/** POST oauth: a Kakao access token from the JS SDK, or an authorization code + redirect URI. */
export const OAuthRequest = withTitles(
  Type.Object({
    provider: Type.Literal('kakao'),
    access_token: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })),
  }),
);
export type OAuthRequest = Static<typeof OAuthRequest>;

export const LogoutRequest = withTitles(Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 500 }) }));
export type LogoutRequest = Static<typeof LogoutRequest>;

/** POST user/leave: leaving one service removes only that membership (docs/decisions/product.md#who-and-terms). */
export const LeaveServiceRequest = withTitles(Type.Object({ service: ServiceCodeSchema }));
export type LeaveServiceRequest = Static<typeof LeaveServiceRequest>;

/** POST groups: the superuser's current hub group. */
export const SetGroupRequest = withTitles(Type.Object({ group: Id }));
export type SetGroupRequest = Static<typeof SetGroupRequest>;

/** POST options/menu/status: the menu keys whose counts the caller wants. */
export const MenuStatusRequest = withTitles(
  Type.Object({ menus: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200 }) }),
);
export type MenuStatusRequest = Static<typeof MenuStatusRequest>;

export const GlobalSearchQuery = withTitles(Type.Object({ q: Type.String({ maxLength: 100 }) }));
export type GlobalSearchQuery = Static<typeof GlobalSearchQuery>;

export const globalSearchMessages = {
  tooMany: '검색 요청이 너무 많습니다. 잠시 후 다시 검색해주세요.',
} as const;

/** The public health answer: that the process and its database answer, nothing about what they are. */
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;
/** GET /api/health/live: the process answers. */
export const LivenessResponse = Type.Object({ status: Type.Literal('ok') });
/** GET /api/health/ready (200, or 503 when this instance should get no traffic). */
export const ReadinessResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  /** Background jobs: running here, stopped (not started or stopping), or off by configuration. */
  jobs: Type.Union([Type.Literal('running'), Type.Literal('stopped'), Type.Literal('off')]),
  /** The remotes the deployments serve: all loadable by this instance's shell, or one is not (its @nurly/shared is out of their range). */
  remotes: Type.Union([Type.Literal('ok'), Type.Literal('shell-incompatible'), Type.Literal('unknown')]),
});
