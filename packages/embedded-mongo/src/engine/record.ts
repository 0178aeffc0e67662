import { deserialize, ObjectId, type Document } from 'bson';
import { linkView } from './type-operator';

/** How raw-byte readers build ObjectIds (kept here so every module uses the same bson class). */
export const construct = { objectId: (bytes: Buffer) => new ObjectId(bytes) };

/**
 * One stored document. `raw` is the exact BSON that goes back to clients; `view` is the promoted
 * JS form that queries, sorts and updates work on, decoded on first use (start-up only needs the
 * bytes, see rawTopValue). Records are immutable: an update swaps in a new record, which is what
 * gives open cursors a consistent snapshot.
 */
export class Rec {
  private decoded: Document | undefined;
  constructor(
    readonly raw: Buffer,
    readonly idKey: string,
    view?: Document,
  ) {
    this.decoded = view;
    if (view) linkView(view, raw);
  }

  get view(): Document {
    if (!this.decoded) {
      this.decoded = deserialize(this.raw);
      linkView(this.decoded, this.raw);
    }
    return this.decoded;
  }
}
