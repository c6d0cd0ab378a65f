/**
 * Walks the post lifecycle machine's shortest paths for an admin, a moderator and the asker, and drives each
 * path through the real API on a test server: after every step the question's status, pin, visibility and
 * featured flag in the database equal the machine's state, and at the end of a path every event the machine
 * refuses there is refused by the server too and changes nothing.
 */
import { TestModel } from '@xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorLogic } from 'xstate';
import { constants } from '../../generated/constants.ts';
import {
  canTransition,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecyclePost,
  type LifecycleSnapshot,
  lifecycleStateOf,
  postLifecycleMachine,
  postStatusName,
} from '../../machines/post-lifecycle.machine.ts';
import { type Member, seedCommunity } from '../api/support/community.ts';
import { testEngines } from '../api/support/databases.ts';
import { questionRow, seedQuestion } from '../api/support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from '../api/support/test-server.ts';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';

const candidates: LifecycleEvent[] = [
  { type: 'CLOSE', reasonType: constants.reasons.lists.question_close[1]! },
  { type: 'REOPEN' },
  { type: 'DELETE' },
  { type: 'UNDELETE' },
  { type: 'PIN' },
  { type: 'UNPIN' },
  { type: 'UNLIST' },
  { type: 'LIST' },
  { type: 'FEATURE' },
  { type: 'UNFEATURE' },
];

type Role = 'admin' | 'moderator' | 'asker';

/** A fresh question as asking leaves it: open, listed, not pinned or featured, no answers. */
function freshQuestion(ownerId: string): LifecyclePost {
  return {
    kind: 'question',
    ownerId,
    status: 'normal',
    listed: true,
    pinned: false,
    featured: false,
    answerCount: 0,
    hasAcceptedAnswer: false,
    answerUpvoted: false,
    voteCount: 0,
    accepted: false,
  };
}

function modelFor(actor: LifecycleActor, ownerId: string) {
  const logic = postLifecycleMachine as unknown as ActorLogic<
    LifecycleSnapshot,
    LifecycleEvent,
    { post: LifecyclePost; actor: LifecycleActor }
  >;
  return new TestModel(logic, {
    input: { post: freshQuestion(ownerId), actor },
    events: (snapshot) => candidates.filter((event) => snapshot.can(event)),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
}

/** The call that makes each event happen. */
function send(server: TestServer, who: Member, id: string, event: LifecycleEvent) {
  const call = (method: string, path: string, json: unknown) =>
    server.request(path, { method, json, headers: who.as.headers });
  const operation = (name: string) => call('PUT', `${API}/question/operation`, { id, operation: name });
  switch (event.type) {
    case 'CLOSE':
      return call('PUT', `${API}/question/status`, { id, close_type: event.reasonType });
    case 'REOPEN':
      return call('PUT', `${API}/question/reopen`, { question_id: id });
    case 'DELETE':
      return call('DELETE', `${API}/question`, { id });
    case 'UNDELETE':
      return call('POST', `${API}/question/recover`, { question_id: id });
    case 'PIN':
      return operation('pin');
    case 'UNPIN':
      return operation('unpin');
    case 'UNLIST':
      return operation('hide');
    case 'LIST':
      return operation('show');
    case 'FEATURE':
    case 'UNFEATURE':
      return call('PUT', `${ADMIN_API}/question/featured`, { question_id: id, featured: event.type === 'FEATURE' });
    case 'APPROVE':
      throw new Error('no fresh question is pending');
  }
}

async function storedState(server: TestServer, id: string) {
  const row = await questionRow(server, id);
  return {
    status: postStatusName(row.status),
    listed: row.show === constants.post_show.listed,
    pinned: row.pin === constants.post_pin.pinned,
    featured: row.featured !== 0,
  };
}

describe.each(testEngines())('post lifecycle model through the API on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(async () => server?.close());

  // The members are seeded per server, so the models are built from placeholders and the asker is matched by role.
  const placeholderIds: Record<Role, string> = { admin: 'admin', moderator: 'moderator', asker: 'asker' };
  const actors: Record<Role, LifecycleActor> = {
    admin: { id: placeholderIds.admin, role: 'admin' },
    moderator: { id: placeholderIds.moderator, role: 'moderator' },
    asker: { id: placeholderIds.asker, role: 'user' },
  };

  describe.each(Object.keys(actors) as Role[])('as the %s', (role) => {
    const paths = modelFor(actors[role], placeholderIds.asker).getShortestPaths();

    it('the model reaches what the role may reach', () => {
      // Paths that are the start of longer ones are left out, so the states are counted along every step.
      const reached = new Set(
        paths.flatMap((path) => path.steps.map((step) => JSON.stringify(lifecycleStateOf(step.state)))),
      );
      // status normal/closed/deleted × (listed, pinned, unlisted) × featured for admins; moderators never feature
      const expected = { admin: 18, moderator: 9, asker: 2 }[role];
      expect(reached.size).toBe(expected);
    });

    it.each(
      paths.map(
        (path) =>
          [
            path.steps
              .slice(1)
              .map((step) => step.event.type)
              .join(' → ') || 'start',
            path,
          ] as const,
      ),
    )('%s', async (_name, path) => {
      const who = role === 'asker' ? people.asker : people[role];
      const id = await seedQuestion(server, people.asker);
      for (const step of path.steps.slice(1)) {
        const response = await send(server, who, id, step.event as LifecycleEvent);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(await storedState(server, id)).toEqual(lifecycleStateOf(step.state));
      }
      const reachedPost = { ...freshQuestion(people.asker.id), ...lifecycleStateOf(path.state) };
      const actor = { ...actors[role], id: who.id };
      const before = await storedState(server, id);
      for (const event of candidates.filter((candidate) => !canTransition(reachedPost, actor, candidate))) {
        const response = await send(server, who, id, event);
        expect(response.status, `${event.type} should be refused`).toBeGreaterThanOrEqual(400);
        expect(await storedState(server, id)).toEqual(before);
      }
    });
  });
});
