// Filing questions in a teacher's bank, one entry per question (question-bank.fingerprint.ts). An entry
// linked to the question it was saved from (generation + question id) takes that question's newest wording;
// a question the bank already holds, from any generation or prompt, is not filed twice (it takes the new
// request's tags, so it is found by either). Writes are one
// batch; two requests filing the same question at once meet at the unique index and the second keeps the
// first one's entry.
import { Types } from 'mongoose';
import { Question, type QuestionFields } from './question-bank.model';

/** What an entry says, apart from its owner, its link and its creation time. */
export type EntryFields = Omit<QuestionFields, 'owner' | 'source' | 'createdAt'> & { fingerprint: string };

export interface BankRow {
  fields: EntryFields;
  /** The generation's question it follows; absent for Generate Specific's questions. */
  link?: { generation: Types.ObjectId; question: string };
}

export interface Kept {
  /** Per row: the entry that holds it, or null when it is not in the bank and `addNew` was false. */
  ids: (string | null)[];
  /** Rows whose question the bank held already (by its link or its wording). */
  known: number;
  /** Entries this call created. */
  inserted: string[];
}

const DUPLICATE_KEY = 11000;

interface WriteErrors {
  writeErrors?: { code?: number; index?: number }[] | { code?: number; index?: number };
}
/** The indexes of the batch's operations that met another entry of the same question (any other error throws). */
function duplicateIndexes(err: unknown): number[] {
  const list = (err as WriteErrors).writeErrors;
  const errors = Array.isArray(list) ? list : list ? [list] : [];
  if (!errors.length || errors.some((e) => e.code !== DUPLICATE_KEY)) throw err;
  return errors.map((e) => e.index ?? -1);
}

type Op = Parameters<typeof Question.bulkWrite>[0][number];

export async function keepRows(owner: Types.ObjectId, rows: BankRow[], addNew = true): Promise<Kept> {
  const links = rows.flatMap((r) => (r.link ? [r.link] : []));
  const linked = links.length
    ? await Question.find(
        {
          owner,
          'source.generation': {
            $in: [...new Set(links.map((l) => String(l.generation)))].map((g) => new Types.ObjectId(g)),
          },
          'source.question': { $in: links.map((l) => l.question) },
        },
        { source: 1, fingerprint: 1 },
      ).lean()
    : [];
  const linkKey = (l: { generation: Types.ObjectId; question: string }) => `${String(l.generation)}/${l.question}`;
  const byLink = new Map(linked.map((e) => [linkKey(e.source!), e]));
  const held = await Question.find(
    { owner, fingerprint: { $in: rows.map((r) => r.fields.fingerprint) } },
    { fingerprint: 1 },
  ).lean();
  const byPrint = new Map(held.map((e) => [e.fingerprint!, String(e._id)]));

  const ids: (string | null)[] = [];
  const ops: Op[] = [];
  const opRow: number[] = [];
  const inserted: string[] = [];
  let known = 0;
  rows.forEach((row, i) => {
    const print = row.fields.fingerprint;
    const mine = row.link ? byLink.get(linkKey(row.link)) : undefined;
    const holder = byPrint.get(print);
    if (mine) {
      known++;
      const id = String(mine._id);
      if (!holder || holder === id) {
        ops.push({ updateOne: { filter: { _id: mine._id }, update: { $set: row.fields } } });
        opRow.push(i);
        byPrint.set(print, id);
        ids.push(id);
      } else {
        // Edited into a question another entry already holds: that entry keeps it, this one goes.
        ops.push({ deleteOne: { filter: { _id: mine._id } } });
        opRow.push(i);
        ids.push(holder);
      }
    } else if (holder) {
      // Asked for again under other words (another prompt, another title): found by those too.
      known++;
      ids.push(holder);
      if (addNew && row.fields.tags.length) {
        const filter = { _id: new Types.ObjectId(holder) };
        ops.push({ updateOne: { filter, update: { $addToSet: { tags: { $each: row.fields.tags } } } } });
        opRow.push(i);
      }
    } else if (addNew) {
      const _id = new Types.ObjectId();
      ops.push({ insertOne: { document: { _id, owner, ...row.fields, ...(row.link ? { source: row.link } : {}) } } });
      opRow.push(i);
      byPrint.set(print, String(_id));
      inserted.push(String(_id));
      ids.push(String(_id));
    } else ids.push(null);
  });
  if (!ops.length) return { ids, known, inserted };
  try {
    await Question.bulkWrite(ops, { ordered: false });
  } catch (err) {
    // Another request filed the same question a moment earlier: its entry is the one that holds it.
    const lost = duplicateIndexes(err).map((k) => opRow[k]);
    const again = await Question.find(
      { owner, fingerprint: { $in: lost.map((i) => rows[i].fields.fingerprint) } },
      { fingerprint: 1 },
    ).lean();
    const now = new Map(again.map((e) => [e.fingerprint!, String(e._id)]));
    for (const i of lost) {
      const gone = ids[i];
      ids[i] = now.get(rows[i].fields.fingerprint) ?? null;
      const at = gone ? inserted.indexOf(gone) : -1;
      if (at >= 0) {
        inserted.splice(at, 1);
        known++;
      }
    }
  }
  return { ids, known, inserted };
}
