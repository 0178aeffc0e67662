// embeddedDump (admin): the whole store as one cursor, taken at one instant. The server is single-
// threaded and records are immutable, so the cursor's list of records is a consistent point-in-time
// copy however long the client takes to read it, while writes go on. For each collection the cursor
// yields {ns, options, indexes} and then {ns, doc} per document (doc as its stored bytes).
import { serialize, type Document } from 'bson';
import { LazyItem, type Item } from '../engine/cursors';
import { MongoServerError } from '../errors';
import { cursorReplyBody, docOf, element, str } from '../wire/cursor-reply';
import { num, type CommandContext } from './context';

export function embeddedDump(cmd: Document, ctx: CommandContext): Buffer {
  if (ctx.db !== 'admin') throw new MongoServerError(13, 'embeddedDump may only be run against the admin database');
  const items: Item[] = [];
  for (const coll of ctx.store.allCollections()) {
    if (coll.db === 'admin' || coll.db === 'local' || coll.db === 'config') continue;
    const ns = coll.ns;
    items.push(Buffer.from(serialize({ ns, options: coll.options, indexes: coll.indexSpecs() })));
    const nsBytes = str(ns);
    for (const rec of coll.records.values())
      items.push(new LazyItem(() => docOf([element(0x02, 'ns', nsBytes), element(0x03, 'doc', rec.raw)])));
  }
  const { batch, id } = ctx.cursors.openCursor(
    'admin.$cmd.embeddedDump',
    items,
    num((cmd.cursor as Document | undefined)?.batchSize, 101),
    false,
  );
  return cursorReplyBody('firstBatch', batch, id, 'admin.$cmd.embeddedDump');
}
