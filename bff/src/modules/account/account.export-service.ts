// "Download my data": everything the account holds, as a zip a teacher (or their school) can keep or
// move elsewhere — account details, each generation as JSON with its files, uploads, saved questions.
import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import { generationFileName } from '@lessonloom/document';
import type { Types } from 'mongoose';
import type { AuthUser } from '../auth/auth.user-model';
import { Generation } from '../generations/generations.model';
import { Revision } from '../revisions/revisions.model';
import { Question } from '../question-bank/question-bank.model';
import { Upload } from '../uploads/uploads.model';
import { findFile, openFileStream } from '../../storage/storage.gridfs';
import { statusOf } from '../auth/auth.service';
import { questionsCsv } from './account.questions-csv';

/** A name safe in any zip tool and file system: letters, digits, dot, dash, underscore. */
const safeName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80) || 'file';

async function addStoredFile(zip: JSZip, folder: string, id: Types.ObjectId | null | undefined, name?: string) {
  if (!id) return;
  const file = await findFile(id);
  // A file missing from the bucket (deleted by an operator) is left out rather than failing the export.
  if (file) zip.file(`${folder}/${name ?? safeName(file.filename)}`, openFileStream(id) as unknown as Readable);
}

const FILE_FORMATS = [
  ['docx', 'docx'],
  ['pdf', 'pdf'],
  ['keyDocx', 'key-docx'],
  ['keyPdf', 'key-pdf'],
] as const;

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** Streams the zip: GridFS files are piped in as they are read, never all held in memory. */
export async function exportAccount(user: AuthUser): Promise<NodeJS.ReadableStream> {
  const zip = new JSZip();
  zip.file(
    'account.json',
    json({
      email: user.email,
      created_at: user.createdAt,
      subscription_status: statusOf(user),
      exported_at: new Date(),
    }),
  );
  zip.file(
    'README.txt',
    'Your Lessonloom data.\n\n' +
      'account.json      your account\n' +
      'generations/      one folder per generation: generation.json (settings and the material), its DOCX/PDF files\n' +
      '                  and earlier-revisions.json (every earlier version of an edited document)\n' +
      'uploads/          each uploaded file and the text extracted from it\n' +
      'questions.json    your question bank\n' +
      'questions.csv     your question bank as a spreadsheet\n',
  );

  const generations = await Generation.find({ owner: user._id }).sort({ createdAt: 1 }).lean();
  const earlier = new Map<string, unknown[]>();
  for (const { generation, owner: _o, _id, ...r } of await Revision.find({ owner: user._id })
    .sort({ revision: 1 })
    .lean())
    earlier.set(String(generation), [...(earlier.get(String(generation)) ?? []), r]);
  for (const g of generations) {
    const folder = `generations/${g.createdAt.toISOString().slice(0, 10)}_${g.kind}_${String(g._id)}`;
    const { files, owner: _owner, ...record } = g;
    zip.file(`${folder}/generation.json`, json({ ...record, id: String(g._id) }));
    const revisions = earlier.get(String(g._id));
    if (revisions) zip.file(`${folder}/earlier-revisions.json`, json(revisions));
    // Each file named for what it is, as the history downloads it ("Cells - Test - Answer key.pdf").
    const named = { kind: g.kind, title: (g.document as { title?: string })?.title, settings: g.settings };
    for (const [key, format] of FILE_FORMATS)
      await addStoredFile(zip, folder, files?.[key], generationFileName(named, format));
  }

  const uploads = await Upload.find({ owner: user._id }).sort({ createdAt: 1 }).lean();
  for (const u of uploads) {
    const folder = `uploads/${safeName(u.filename)}`;
    zip.file(`${folder}/extracted-text.txt`, u.text ?? '');
    await addStoredFile(zip, folder, u.fileId);
  }

  const questions = await Question.find({ owner: user._id }).sort({ createdAt: 1 }).lean();
  zip.file('questions.json', json(questions.map(({ owner: _o, _id, ...q }) => ({ id: String(_id), ...q }))));
  zip.file('questions.csv', questionsCsv(questions));

  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' });
}
