// Worker entry: reads one upload per message (source.pool.ts), so wink-nlp's CPU time (0.05–2 s a
// file) never stalls the BFF's event loop. The thread stays warm: the model loads once.
import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../../workers/workers.pool';
import { readUpload } from './index';
import type { ReadJob } from './source.pool';
import type { SourceReading } from './source.types';

serveJobs<ReadJob, SourceReading>(parentPort, (job) => readUpload(job.text, job.fileName, job.marks));
