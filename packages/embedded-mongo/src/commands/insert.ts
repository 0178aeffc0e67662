import { ObjectId, type Document } from 'bson';
import { makeRec } from '../engine/collection';
import { MongoServerError } from '../errors';
import { MAX_BSON_BYTES } from '../wire/messages';
import { rawDocArray, withIdFirstRaw } from '../wire/raw-fields';
import { collectionName, wantsJournal, type CommandContext } from './context';
import { finish, writeErrorOf, type WriteError } from './write-result';

export function insert(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'insert');
  const raws = ctx.sequences.get('documents') ?? rawDocArray(ctx.body, 'documents');
  if (!raws) throw new MongoServerError(40414, "BSON field 'insert.documents' is missing but a required field");
  const ordered = cmd.ordered !== false;
  const batch = ctx.store.batch();
  const coll = batch.ensureCollection(ctx.db, name);
  const errors: WriteError[] = [];
  let n = 0;
  for (let i = 0; i < raws.length; i++) {
    try {
      if (raws[i].length > MAX_BSON_BYTES)
        throw new MongoServerError(
          10334,
          `object to insert too large. size in bytes: ${raws[i].length}, max size: ${MAX_BSON_BYTES}`,
        );
      const raw = withIdFirstRaw(raws[i], () => Buffer.from(new ObjectId().id));
      // copy: the stored record must not keep the whole request message alive
      batch.insert(coll, makeRec(raw === raws[i] ? Buffer.from(raw) : raw));
      n++;
    } catch (e) {
      errors.push(writeErrorOf(i, e));
      if (ordered) break;
    }
  }
  batch.commit(wantsJournal(cmd));
  return finish({ n }, errors);
}
