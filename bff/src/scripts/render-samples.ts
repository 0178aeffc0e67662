// `npm run render:samples`: every fixture document (each kind, worksheet style, diagram type, puzzle type)
// to DOCX, PDF and keys in samples/, then the PDFs to PNG pages with pdftoppm so anyone can look at them.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sampleDocuments } from '@lessonloom/document/fixtures';
import { createDiagramRasterizer, renderDocuments } from '../rendering';

const run = promisify(execFile);

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? 'samples');
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'png'), { recursive: true });
  const rasterizer = createDiagramRasterizer({ logger: (m) => console.log(`  [diagrams] ${m}`) });
  let pdftoppm = true;
  try {
    for (const { name, doc } of sampleDocuments()) {
      const started = Date.now();
      const files = await renderDocuments(doc, { rasterizer });
      const written: Array<[string, Buffer]> = [
        [`${name}.docx`, files.docx],
        [`${name}.pdf`, files.pdf],
      ];
      if (files.keyDocx) written.push([`${name}_answer_key.docx`, files.keyDocx]);
      if (files.keyPdf) written.push([`${name}_answer_key.pdf`, files.keyPdf]);
      for (const [file, data] of written) await writeFile(join(out, file), data);
      for (const [file] of written.filter(([f]) => f.endsWith('.pdf'))) {
        if (!pdftoppm) break;
        try {
          await run('pdftoppm', ['-png', '-r', '60', join(out, file), join(out, 'png', file.replace(/\.pdf$/, ''))]);
        } catch (err) {
          pdftoppm = false;
          console.warn(
            `pdftoppm failed (${(err as Error).message.split('\n')[0]}); install poppler-utils for PNG pages`,
          );
        }
      }
      console.log(`${name}: ${written.map(([f]) => f).join(', ')} (${Date.now() - started} ms)`);
    }
  } finally {
    await rasterizer.close();
  }
  console.log(`samples written to ${out}${pdftoppm ? ` (PNG pages in ${join(out, 'png')})` : ''}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
