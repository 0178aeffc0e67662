// Randomize-test: each version is a new generation record of the same kind, with its own DOCX/PDF and
// answer keys rendered from the shuffled document, so it appears in the history and downloads like any other.
import { randomBytes } from 'node:crypto';
import { RANDOMIZABLE_KINDS, type GeneratedDocument } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { createRng } from '../../content';
import { HttpError } from '../../http/http.error';
import { storeGeneration } from '../generations/generations.store';
import type { AuthUser } from '../auth/auth.user-model';
import type { GenerationDoc } from '../generations/generations.model';
import { findOwnGeneration } from '../generations/generations.service';
import { promptOrder, randomizedVersion } from './question-bank.shuffle';
import type { StoredGeneration } from '../generations/generations.model';
import type { RandomizeRequest } from './question-bank.request';

/** Tries per version to get an order that differs from the original (a 2-question test often repeats it). */
const ATTEMPTS = 8;

const versionLabel = (i: number) => String.fromCharCode(65 + i);

function shuffledDocument(original: GeneratedDocument, label: string): GeneratedDocument {
  const before = promptOrder(original);
  let version = original;
  for (let i = 0; i < ATTEMPTS; i++) {
    version = randomizedVersion(createRng(randomBytes(4).readUInt32LE()), original, label);
    if (promptOrder(version) !== before) break;
  }
  return version;
}

export async function findTest(user: AuthUser, testId: string): Promise<GenerationDoc> {
  const test = await findOwnGeneration(user, testId);
  if (!test) throw new HttpError(404, 'Test not found in your generation history');
  if (!RANDOMIZABLE_KINDS.includes(test.kind))
    throw new HttpError(
      400,
      `Only tests and quizzes can be randomized; this generation is a ${test.kind.replace(/_/g, ' ')}`,
    );
  return test;
}

export async function randomizeTest(deps: AppDeps, user: AuthUser, r: RandomizeRequest): Promise<string[]> {
  // A test that is itself a copy (an accommodated test) is brought up to its own original first.
  const test = await deps.copies.fresh((await findTest(user, r.test_id)).toObject() as StoredGeneration);
  const original = test.document;
  const ids: string[] = [];
  // One at a time: each version renders four files; in parallel they would crowd out other teachers.
  for (let v = 0; v < r.num_versions; v++) {
    const label = versionLabel(v);
    const doc = shuffledDocument(original, label);
    const version = await storeGeneration(deps, user, {
      kind: test.kind,
      sourceType: test.sourceType,
      sourceFilename: test.sourceFilename,
      settings: {
        ...test.settings,
        version_of: String(test._id),
        version: label,
        derived_revision: test.revision ?? 1,
      },
      document: doc,
      offline: test.offline,
    });
    ids.push(String(version._id));
  }
  return ids;
}
