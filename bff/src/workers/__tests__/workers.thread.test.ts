// Worker threads (rendering, extraction) run at a lower OS priority than the main thread, so a busy
// render cannot take the core the event loop needs to answer reads.
import { readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { WORKER_NICENESS, startThread, threadEntry } from '..';

const onLinux = process.platform === 'linux';

(onLinux ? test : test.skip)(
  'a thread started for work runs WORKER_NICENESS steps nicer than the thread that started it',
  async () => {
    const mainTid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    const mainPriority = getPriority(mainTid);
    const worker = startThread(threadEntry(join(__dirname, 'fixtures'), __filename, 'report-priority'), 64);
    try {
      const [report] = (await once(worker, 'message')) as [{ tid: number; priority: number }];
      expect(report.tid).not.toBe(mainTid);
      expect(WORKER_NICENESS).toBeGreaterThan(0);
      expect(report.priority).toBe(Math.min(19, mainPriority + WORKER_NICENESS));
      // the main thread itself is left as it was
      expect(getPriority(mainTid)).toBe(mainPriority);
    } finally {
      await worker.terminate();
    }
  },
);
