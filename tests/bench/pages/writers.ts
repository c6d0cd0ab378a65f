import { constants } from '../../../generated/constants.ts';
import { Random } from '../seed/random.ts';

export interface WriterTally {
  answers: number;
  errors: number;
  firstError: string | null;
}

/**
 * Each token is one writer posting answers to the given questions one after another until `until`
 * (a performance.now() time), as a burst of people answering would.
 */
export async function postAnswersUntil(
  origin: string,
  tokens: string[],
  questionIds: string[],
  until: number,
): Promise<WriterTally> {
  const tally: WriterTally = { answers: 0, errors: 0, firstError: null };
  // not the same questions each run: an answer the admin gave in an earlier run refuses a second one
  const random = new Random(Date.now());
  const writer = async (token: string, writerIndex: number) => {
    for (let serial = 0; performance.now() < until; serial++) {
      const response = await fetch(`${origin}${constants.api_prefix}/answer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify({
          question_id: random.pick(questionIds),
          content: `An answer from the page bench, writer ${writerIndex}, number ${serial}: read the file as a stream.`,
        }),
      });
      const envelope = (await response.json()) as { code: number; msg: string };
      if (envelope.code === 200) tally.answers++;
      else {
        tally.errors++;
        tally.firstError ??= `${envelope.code}: ${envelope.msg}`;
      }
    }
  };
  await Promise.all(tokens.map(writer));
  return tally;
}
