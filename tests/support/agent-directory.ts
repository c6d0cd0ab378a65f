import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentUser } from '../../src/server/plugins/user-center/agent.ts';

/**
 * The workplace directory behind the test agent plugin (tests/fixtures/plugins/test_agent), a real HTTP
 * server on loopback: its login page lists its people, each a link back to the site's callback with a
 * one-time ticket; GET /ticket tells the agent who a ticket's person is, once.
 */
export interface AgentDirectory {
  url: string;
  /** a ticket for a person, as the login page hands them out */
  issueTicket(person: AgentUser): string;
  /**
   * Holds the answers to the next `count` ticket checks until all of them have arrived, then gives them at
   * once, so that many sign-ins reach the site's account step together (a race a test wants to provoke).
   */
  answerTogether(count: number): void;
  close(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startAgentDirectory(people: readonly AgentUser[]): Promise<AgentDirectory> {
  const tickets = new Map<string, AgentUser>();
  const issueTicket = (person: AgentUser) => {
    const ticket = randomBytes(16).toString('hex');
    tickets.set(ticket, person);
    return ticket;
  };
  let held: { count: number; answers: Array<() => void> } = { count: 0, answers: [] };
  const answerTicket = (answer: () => void) => {
    if (held.count === 0) return answer();
    held.answers.push(answer);
    if (held.answers.length < held.count) return;
    const answers = held.answers;
    held = { count: 0, answers: [] };
    for (const release of answers) release();
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://directory.invalid');
    if (url.pathname === '/ticket') {
      const ticket = url.searchParams.get('ticket') ?? '';
      const person = tickets.get(ticket);
      tickets.delete(ticket);
      answerTicket(() => {
        response.writeHead(person ? 200 : 404, { 'content-type': 'application/json' });
        response.end(JSON.stringify(person ?? { error: 'unknown ticket' }));
      });
      return;
    }
    if (url.pathname === '/login' || url.pathname === '/signup') {
      const back = new URL(url.searchParams.get('callback') ?? '');
      const website = url.searchParams.get('website');
      const links = people.map((person) => {
        const target = new URL(back);
        target.searchParams.set('ticket', issueTicket(person));
        if (website) target.searchParams.set('website', website);
        return `<li><a href="${escapeHtml(target.href)}">Sign in as ${escapeHtml(person.display_name)}</a></li>`;
      });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Test Workplace</title><h1>Test Workplace</h1><ul>${links.join('')}</ul>`);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    issueTicket,
    answerTogether: (count) => {
      held = { count, answers: [] };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
