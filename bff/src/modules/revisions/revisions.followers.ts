// Everything derived from a document follows its newest revision: randomized versions and accommodated
// copies are made again from it, bank entries saved from it take its wording. Two ways, so neither a burst
// of autosaves nor a crash can leave a teacher with an old copy:
// - after each new revision, in the background (a moment later, once per burst of saves);
// - before any copy is read (its detail, downloads, exports, the version map), when it is behind.
// Reached through AppDeps.copies, so the modules that read copies need not import this one.
import type { Types } from 'mongoose';
import type { AppDeps, CopyFollower } from '../../app-deps';
import { Generation, type StoredGeneration } from '../generations/generations.model';
import { followBankEntries } from '../question-bank/question-bank.save';
import { originalIdOf, refreshCopy } from './revisions.derived';

/** How long after a save the copies are made again: autosaves come in bursts while a teacher types. */
export const FOLLOW_DELAY_MS = 1500;

/** Copies whose own original is `original` (a version of an accommodated copy follows the copy). */
async function copiesOf(original: StoredGeneration): Promise<StoredGeneration[]> {
  const id = String(original._id);
  const found = await Generation.find({
    owner: original.owner,
    $or: [{ 'settings.version_of': id }, { 'settings.accommodation_of': id }],
  }).lean<StoredGeneration[]>();
  return found.filter((c) => originalIdOf(c) === id);
}

/** Brings every copy and bank entry of `original` (and the copies of those copies) up to date. */
async function followNow(deps: AppDeps, original: StoredGeneration, depth = 0): Promise<void> {
  await followBankEntries(original);
  if (depth > 4) return;
  for (const copy of await copiesOf(original)) {
    const fresh = await refreshCopy(deps, copy, original);
    if (fresh !== copy) await followNow(deps, fresh, depth + 1);
  }
}

interface Pending {
  id: Types.ObjectId;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  again: boolean;
}

export function createCopyFollower(getDeps: () => AppDeps): CopyFollower {
  const pending = new Map<string, Pending>();

  function run(state: Pending) {
    const deps = getDeps();
    const key = String(state.id);
    state.timer = null;
    state.running = (async () => {
      const original = await Generation.findOne({ _id: state.id }).lean<StoredGeneration>();
      if (original) await followNow(deps, original);
    })()
      .catch((err: unknown) =>
        deps.logger.warn('revision: copies could not follow the newest revision', { err, generation: key }),
      )
      .finally(() => {
        state.running = null;
        if (state.again) {
          state.again = false;
          schedule(state.id);
        } else pending.delete(key);
      });
  }

  function schedule(id: Types.ObjectId) {
    const key = String(id);
    const state = pending.get(key) ?? { id, timer: null, running: null, again: false };
    pending.set(key, state);
    if (state.running) {
      state.again = true;
      return;
    }
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => run(state), FOLLOW_DELAY_MS);
    state.timer.unref();
  }

  return {
    async fresh(g, original) {
      if (!originalIdOf(g as unknown as StoredGeneration)) return g;
      const fresh = await refreshCopy(
        getDeps(),
        g as unknown as StoredGeneration,
        original as unknown as StoredGeneration | undefined,
      );
      return fresh as unknown as typeof g;
    },
    follow(g) {
      schedule((g as unknown as StoredGeneration)._id);
    },
    async settle() {
      while (pending.size) {
        const state = pending.values().next().value!;
        if (state.timer) {
          clearTimeout(state.timer);
          run(state);
        }
        await state.running;
      }
    },
  };
}
