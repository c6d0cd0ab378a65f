/**
 * The visitor's session (product spec §2 and §4): not logged in, logged in but inactive, suspended,
 * or activated as a user, moderator or admin. It is the one source of truth for every guard and
 * redirect of the web app (see `verdictFor`), and the one place the user is refreshed.
 *
 * Two regions run side by side. `session` is who the visitor is, decided from the user the server
 * last reported (a transient `deciding` state classifies it). `refresh` throttles GET user/info to
 * once per window unless forced; the boot machine loads the user once and hands it over as input,
 * so there is one throttle, here. Loading the user is a placeholder supplied with `.provide()`: the browser
 * calls the API, the model test settles it. The session itself lives in an HttpOnly cookie the server sets
 * and clears, out of reach of the page's scripts, so the machine keeps no token.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { constants } from '../generated/constants.ts';
import type { AuthContext, AuthEvent, AuthInput, AuthUser } from './auth.types.ts';

export type * from './auth.types.ts';

function notProvided(name: string): never {
  throw new Error(`auth machine: supply "${name}" with .provide()`);
}

const isSuspended = (user: AuthUser) => user.status === 'suspended';
const isInactive = (user: AuthUser) => user.mail_status !== constants.mail_status.active;

export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    loadUser: fromPromise<AuthUser | null>(async () => notProvided('loadUser')),
  },
  actions: {
    assignUser: assign({ user: (_, params: { user: AuthUser | null }) => params.user }),
  },
  guards: {
    noUser: ({ context }) => context.user === null,
    userSuspended: ({ context }) => context.user !== null && isSuspended(context.user),
    userInactive: ({ context }) => context.user !== null && isInactive(context.user),
    userAdmin: ({ context }) => context.user?.role_id === constants.roles.admin,
    userModerator: ({ context }) => context.user?.role_id === constants.roles.moderator,
    forced: ({ event }) => event.type === 'REFRESH' && event.force === true,
    refreshedToNobody: ({ event }) => event.type === 'USER_REFRESHED' && event.user === null,
    forbiddenAs: ({ event }, reason: string) => event.type === 'FORBIDDEN' && event.reason === reason,
  },
  delays: {
    userRefreshThrottle: constants.timing.user_refresh_throttle_ms,
  },
}).createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    user: input.user,
    loginRequired: input.loginRequired,
    registrationAllowed: input.registrationAllowed,
    expiredLink: false,
  }),
  states: {
    session: {
      initial: 'deciding',
      on: {
        LOGGED_IN: {
          target: '.deciding',
          actions: [
            { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
            assign({ expiredLink: false }),
          ],
        },
        LOGGED_OUT: { target: '.anonymous', actions: { type: 'assignUser', params: { user: null } } },
        UNAUTHORIZED: { target: '.anonymous', actions: { type: 'assignUser', params: { user: null } } },
        FORBIDDEN: {
          guard: { type: 'forbiddenAs', params: 'url_expired' },
          actions: assign({ expiredLink: true }),
        },
      },
      states: {
        // Classifies the user the server last reported; passed through, never rested in.
        deciding: {
          always: [
            { guard: 'noUser', target: 'anonymous' },
            { guard: 'userSuspended', target: 'signedIn.suspended' },
            { guard: 'userInactive', target: 'signedIn.inactive' },
            { guard: 'userAdmin', target: 'signedIn.activated.admin' },
            { guard: 'userModerator', target: 'signedIn.activated.moderator' },
            { target: 'signedIn.activated.user' },
          ],
        },
        anonymous: {
          initial: 'visitor',
          on: {
            USER_REFRESHED: {
              // Another tab may have signed in: the cookie is shared.
              guard: ({ event }) => event.user !== null,
              target: 'deciding',
              actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
            },
          },
          states: {
            visitor: {
              on: { FORBIDDEN: { guard: { type: 'forbiddenAs', params: 'suspended' }, target: 'refusedSuspended' } },
            },
            // A login refused because the account is suspended: no session, but the suspended page is theirs to see.
            refusedSuspended: {},
          },
        },
        // Always entered through `deciding`, which names the child; the initial states are XState's formality.
        signedIn: {
          initial: 'activated',
          on: {
            USER_REFRESHED: [
              {
                guard: 'refreshedToNobody',
                target: 'anonymous',
                actions: { type: 'assignUser', params: { user: null } },
              },
              { target: 'deciding', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) } },
            ],
            // The server knows better than the user we hold: follow it now, and fetch the user to agree.
            FORBIDDEN: [
              {
                guard: { type: 'forbiddenAs', params: 'inactive' },
                target: '.inactive',
                actions: raise({ type: 'REFRESH', force: true }),
              },
              {
                guard: { type: 'forbiddenAs', params: 'suspended' },
                target: '.suspended',
                actions: raise({ type: 'REFRESH', force: true }),
              },
            ],
          },
          states: {
            inactive: {},
            suspended: {},
            activated: {
              initial: 'user',
              states: {
                user: {},
                moderator: {},
                admin: {},
              },
            },
          },
        },
      },
    },
    refresh: {
      initial: 'throttled',
      on: {
        // A new or ended session makes any user in flight stale; the window restarts from the fresh user.
        LOGGED_IN: { target: '.throttled', reenter: true },
        LOGGED_OUT: { target: '.throttled', reenter: true },
        UNAUTHORIZED: { target: '.throttled', reenter: true },
      },
      states: {
        throttled: {
          after: { userRefreshThrottle: 'idle' },
          on: { REFRESH: { guard: 'forced', target: 'refreshing' } },
        },
        idle: {
          on: { REFRESH: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refreshUser',
            src: 'loadUser',
            onDone: {
              target: 'throttled',
              actions: raise(({ event }) => ({ type: 'USER_REFRESHED' as const, user: event.output })),
            },
            // A failed refresh keeps the session as it was; the API client has shown the failure.
            onError: 'throttled',
          },
        },
      },
    },
  },
});
