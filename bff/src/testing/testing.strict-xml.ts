// Opens every XML part of an Office file with a conformant parser (saxes), which refuses what Word and
// LibreOffice refuse: characters XML 1.0 cannot hold, broken nesting, bad entities.
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';

/** The problems of one XML text, empty when it is well-formed XML 1.0. */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (err) => problems.push(err.message));
  try {
    parser.write(xml).close();
  } catch (err) {
    problems.push((err as Error).message);
  }
  return problems;
}

/** `part: problem` for every XML part of a DOCX/PPTX/XLSX that does not parse; the part count too. */
export async function officeXmlProblems(file: Buffer): Promise<{ parts: number; problems: string[] }> {
  const zip = await JSZip.loadAsync(file);
  const names = Object.keys(zip.files).filter((n) => /\.(xml|rels)$/.test(n));
  const problems: string[] = [];
  for (const name of names)
    for (const p of xmlProblems(await zip.file(name)!.async('string'))) problems.push(`${name}: ${p}`);
  return { parts: names.length, problems };
}
