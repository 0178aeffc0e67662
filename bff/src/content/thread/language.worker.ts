// The language thread's entry: reads one upload or drafts one offline job per message
// (language.thread.ts), so wink-nlp's CPU time (0.05–2 s a file, 20–150 ms a draft) never stalls the
// BFF's event loop. The thread stays warm: the model loads once.
import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../../workers/workers.pool';
import type { DraftReply } from '../content.provider';
import { offlineReply } from '../offline.provider';
import { readUpload } from '../source';
import type { SourceReading } from '../source/source.types';
import type { LanguageJob } from './language.thread';

serveJobs<LanguageJob, SourceReading | DraftReply>(parentPort, (job) =>
  job.op === 'draft' ? offlineReply(job.spec) : readUpload(job.text, job.fileName, job.marks),
);
