// What the teacher's earlier documents from the same file asked. A teacher makes a quiz, then an exit ticket
// and a review sheet from one reading; each new document asks something new first and comes back to what an
// earlier one asked only when the file has nothing else (content/offline/question.pool.ts). Session 22's
// blind reads marked a third of exit-ticket and review-sheet items "a copy of quiz Q3".
import type { Types } from 'mongoose';
import { questionBlocks } from '@lessonloom/document';
import type { AskedItem } from '../../content';
import { Generation } from './generations.model';
import { HISTORY_SORT } from './generations.history-join';

/** The newest documents from the file that are read: a lesson's handful, not the teacher's whole year. */
const EARLIER_DOCUMENTS = 5;
/** At most this many questions, the newest documents' first. */
const MOST_ASKED = 80;

/** The questions of the teacher's newest documents from the file named `filename`, newest first. */
export async function askedBefore(owner: Types.ObjectId, filename: string): Promise<AskedItem[]> {
  const earlier = await Generation.find({ owner, sourceType: 'file', sourceFilename: filename }, { document: 1 })
    .sort(HISTORY_SORT)
    .limit(EARLIER_DOCUMENTS)
    .lean();
  return earlier
    .flatMap((g) =>
      questionBlocks(g.document).map((q) => ({
        prompt: q.prompt,
        answer: q.answer,
        ...(q.source_passage ? { source_passage: q.source_passage } : {}),
      })),
    )
    .slice(0, MOST_ASKED);
}
