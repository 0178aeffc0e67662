// No tuning section's .pdf answers 500, for any kind, style or grade (never-fails-corpus.ts).
import { neverFailsOn } from './never-fails-corpus';

jest.setTimeout(600_000);

neverFailsOn('pdf');
