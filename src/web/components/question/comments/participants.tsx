import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Someone a comment may @mention, as suggestions show them. */
export interface MentionPerson {
  username: string;
  display_name: string;
}

/** Does the person's username or display name start with what was typed after the @ (any case). */
export function nameStartsWith(person: MentionPerson, typed: string): boolean {
  const start = typed.toLowerCase();
  return person.username.startsWith(start) || person.display_name.toLowerCase().startsWith(start);
}

/**
 * The people taking part in a question (its asker, its answerers, those who commented), each part
 * written by the piece of the page that shows it. Read when someone types an @, so filling it re-renders
 * nothing.
 */
export class Participants {
  readonly #bySource = new Map<string, readonly (MentionPerson | null | undefined)[]>();

  set(source: string, people: readonly (MentionPerson | null | undefined)[]): void {
    this.#bySource.set(source, people);
  }

  /** Those matching what was typed, each once, in the order the page shows them; never `self`. */
  matching(typed: string, self: string | undefined): MentionPerson[] {
    const seen = new Set<string>(self ? [self] : []);
    const found: MentionPerson[] = [];
    for (const people of this.#bySource.values())
      for (const person of people) {
        if (!person?.username || seen.has(person.username) || !nameStartsWith(person, typed)) continue;
        seen.add(person.username);
        found.push(person);
      }
    return found;
  }
}

const ParticipantsContext = createContext<Participants | null>(null);

/** Gives the comment boxes under it the question's participants; `posts` are the asker's and the answerers'. */
export function ParticipantsProvider({
  posts,
  children,
}: {
  posts: readonly (MentionPerson | null | undefined)[];
  children: ReactNode;
}) {
  const [participants] = useState(() => new Participants());
  participants.set('posts', posts);
  return <ParticipantsContext.Provider value={participants}>{children}</ParticipantsContext.Provider>;
}

/** Adds the people of a part of the page (a post's commenters) to the question's participants. */
export function useParticipantsOf(source: string, people: readonly MentionPerson[]): void {
  const participants = useContext(ParticipantsContext);
  useEffect(() => participants?.set(source, people), [participants, source, people]);
}

/** The question's participants, when the comment box sits on a question's page. */
export function useParticipants(): Participants | null {
  return useContext(ParticipantsContext);
}
