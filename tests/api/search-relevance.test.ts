import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { relatedAfterRefresh } from './support/related.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Relevance (issue 14): written through the API, so the index is kept by the write paths, then
 * searched, and asked for similar and related questions, on every engine.
 */
describe.each(testEngines())('search relevance on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const ids: Record<string, string> = {};
  const nameOf = (id: string) => Object.entries(ids).find(([, known]) => known === id)?.[0] ?? id;

  /** the names of the questions and answers found, most relevant first */
  const found = async (q: string) => {
    const response = await server.request(`${API}/search?q=${encodeURIComponent(q)}&order=relevance`, people.asker.as);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { list: Array<{ object: { id: string } }> }).list.map((item) =>
      nameOf(item.object.id),
    );
  };
  const similar = async (title: string) => {
    const response = await server.request(
      `${API}/question/similar?title=${encodeURIComponent(title)}`,
      people.asker.as,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as Array<{ id: string }>).map((item) => nameOf(item.id));
  };
  const related = async (name: string) => {
    const response = await relatedAfterRefresh(server, ids[name]!);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { list: Array<{ id: string }> }).list.map((item) => nameOf(item.id));
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    for (const slug of ['databases', 'git', 'quantum']) await seedTag(server, slug);
    const questions: Array<[string, string, string, string]> = [
      ['vacuumTitle', 'Tuning vacuum thresholds', 'How should these settings be chosen for a busy table?', 'databases'],
      ['vacuumBody', 'Slow nightly maintenance', 'The vacuum job blocks writes for an hour every night.', 'databases'],
      [
        'manyWords',
        'Replication lag after failover',
        'The standby falls behind once the primary changes.',
        'databases',
      ],
      ['fewWords', 'Replication slots filling the disk', 'Old slots keep growing without bound.', 'databases'],
      ['stemmed', 'Indexing very large tables', 'Building it takes hours and locks everything.', 'databases'],
      ['merge', 'How do I merge two git branches without conflicts?', 'Every merge stops halfway.', 'git'],
      ['combine', 'Combining branches while avoiding merge conflicts', 'What is a clean way to join them?', 'git'],
      ['goLang', 'Go channels deadlock on close', 'The program hangs when the sender closes.', 'databases'],
      ['chinese', '如何在量子计算机上运行程序', '我想知道量子计算的基本原理和编程方法。', 'quantum'],
      [
        'hyphenated',
        'Error rates of noisy intermediate-scale quantum devices',
        'Which ones are usable today?',
        'quantum',
      ],
      ['shardShort', 'Splitting one large database', 'Sharding helps.', 'databases'],
      ['sizeTitle', 'Choosing a page size', 'Small pages waste less.', 'databases'],
      ['lengthTitle', 'Measuring the length of a queue', 'It is never empty.', 'databases'],
      [
        'shardLong',
        'Splitting writes across servers',
        'Sharding is one option among many, next to partitioning the tables by date, adding read replicas for ' +
          'the reports, caching the hottest rows in memory, archiving what nobody reads any more, and moving ' +
          'the heaviest jobs to a quiet hour of the night.',
        'databases',
      ],
      // a title made only of English stop words (constants search.stop_words)
      ['chatty', 'How can I do this so that it is what you would do?', 'Asking for a friend, nothing more.', 'git'],
    ];
    for (const [name, title, content, tag] of questions)
      ids[name] = (await ask(server, people.veteran, { title, content, tags: [tag] })).id;
  });
  afterAll(() => server.close());

  it('matches any of the words, a title match above a body match', async () => {
    expect(await found('vacuum nosuchword')).toEqual(['vacuumTitle', 'vacuumBody']);
    expect(await found('vacuum')).toEqual(['vacuumTitle', 'vacuumBody']);
  });

  it('ranks the post holding more of the words higher', async () => {
    const order = await found('replication failover lag');
    expect(order.slice(0, 2)).toEqual(['manyWords', 'fewWords']);
  });

  it('ranks a short post holding the word above a long one holding it as often', async () => {
    expect(await found('sharding')).toEqual(['shardShort', 'shardLong']);
  });

  it('weighs words named like the figures ranking keeps (size, length) as any other word', async () => {
    // each is rarer than "sharding" and in a title: it ranks first, unless its count were read as another figure
    expect((await found('size sharding'))[0]).toBe('sizeTitle');
    expect((await found('length sharding'))[0]).toBe('lengthTitle');
  });

  it('finds an exact phrase across a hyphenated word, written either way', async () => {
    expect(await found('"intermediate-scale quantum"')).toEqual(['hyphenated']);
    expect(await found('"noisy intermediate scale"')).toEqual(['hyphenated']);
  });

  it('finds short words that full-text indexes leave out by default', async () => {
    expect(await found('go')).toEqual(['goLang']);
  });

  it('finds English words by their stem', async () => {
    expect(await found('indexes')).toEqual(['stemmed']);
    expect(await found('built')).toEqual([]);
    expect(await found('build')).toEqual(['stemmed']);
  });

  it('finds Chinese text by its words', async () => {
    expect(await found('量子')).toEqual(['chinese']);
    expect(await found('编程')).toEqual(['chinese']);
    expect(await found('"量子计算"')).toEqual(['chinese']);
    expect(await similar('量子计算机怎么编程')).toEqual(['chinese']);
  });

  it('finds a differently worded duplicate among similar and related questions, never the question itself', async () => {
    expect(await similar('Merging branches keeps stopping on conflicts')).toContain('merge');
    const list = await related('merge');
    expect(list[0]).toBe('combine');
    expect(list).not.toContain('merge');
  });

  it('leaves the stop words of the site language out of similar questions, unless that leaves nothing', async () => {
    // the chatty title shares seven words with this one, all stop words: only "merge" and "branches" count
    const list = await similar('How can I do this so that my branches merge');
    expect(list.slice(0, 2)).toContain('merge');
    expect(list).not.toContain('chatty');
    expect(await similar('How can I do this so that it is what you would do')).toContain('chatty');
  });

  it('searches a question typed whole by its subject words, not by the first five it begins with', async () => {
    // the first five words are all stop words the chatty question shares; the subject comes after them
    const order = await found('How can I do this so that failover stops replication lag');
    expect(order[0]).toBe('manyWords');
    expect(order).not.toContain('chatty');
  });

  it('follows edits and deletes', async () => {
    const edit = await server.request(`${API}/question`, {
      method: 'PUT',
      ...people.veteran.as,
      json: {
        id: ids.combine,
        title: 'Rebasing feature work onto the main line',
        content: 'What is a clean way to move it?',
        tags: [{ slug_name: 'git' }],
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await found('combining')).toEqual([]);
    expect(await found('rebasing')).toEqual(['combine']);
    expect(await similar('Combining branches while avoiding merge conflicts')).not.toContain('combine');
    const removal = await server.request(`${API}/question`, {
      method: 'DELETE',
      ...people.admin.as,
      json: { id: ids.vacuumBody },
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    expect(await found('vacuum')).toEqual(['vacuumTitle']);
    expect(await similar('Slow nightly maintenance')).not.toContain('vacuumBody');
  });
});
