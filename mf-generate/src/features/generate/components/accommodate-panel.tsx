// "Make accommodated version": a linked copy with simpler wording, three choices, a word bank and large
// print, optionally in Atkinson Hyperlegible; its four files download here and it joins the history.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox } from '@lessonloom/ui';
import { useFailureToast, useToast } from '@lessonloom/web-core';
import { useAccommodateMutation, type AccommodatedResponse } from '../../generations/api';
import type { DownloadFormat } from '@lessonloom/contracts';
import { namedFileName } from '../../generations/download';
import { useDownload } from '../../generations/use-download';

const Panel = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const FILES: Array<{ format: DownloadFormat; label: string; url: keyof AccommodatedResponse }> = [
  { format: 'docx', label: 'Accommodated DOCX', url: 'docx_url' },
  { format: 'pdf', label: 'Accommodated PDF', url: 'pdf_url' },
  { format: 'key-docx', label: 'Its Answer Key DOCX', url: 'answer_key_docx_url' },
  { format: 'key-pdf', label: 'Its Answer Key PDF', url: 'answer_key_pdf_url' },
];

export function levelText(r: AccommodatedResponse['reading_level']): string {
  if (r.original === null || r.accommodated === null) return 'Too little text to measure a reading level.';
  if (r.accommodated < r.original) return `Reading level: grade ${r.original} → grade ${r.accommodated}.`;
  return `Reading level: grade ${r.accommodated} (nothing found to put more simply).`;
}

/** The copy's files are named for what they are ("Waves - Quiz - Accommodated.pdf"): spec §7 names only the original's. */
export function AccommodatePanel({ id, kind, title }: { id: string; kind: string; title: string }) {
  const [readableFont, setReadableFont] = useState(false);
  const [made, setMade] = useState<AccommodatedResponse | null>(null);
  const [accommodate, state] = useAccommodateMutation();
  const { download, busy } = useDownload();
  const { toast } = useToast();
  const fail = useFailureToast();

  const run = async () => {
    try {
      const result = await accommodate({ id, font: readableFont ? 'atkinson' : 'standard' }).unwrap();
      setMade(result);
      toast({ title: 'Accommodated version created', description: levelText(result.reading_level) });
    } catch (err) {
      fail(err, { title: 'Accommodation failed', fallback: 'Please try again.' });
    }
  };

  return (
    <Panel aria-labelledby="accommodate-title">
      <h3 id="accommodate-title">Accommodated version</h3>
      <p>Same questions and answer key; simpler wording, three answer choices, a word bank for blanks, large print.</p>
      <Row>
        <Checkbox
          label="Use the Atkinson Hyperlegible font"
          checked={readableFont}
          onChange={(e) => setReadableFont(e.target.checked)}
        />
        <Button $variant="secondary" disabled={state.isLoading} onClick={run}>
          {state.isLoading ? 'Making accommodated version…' : 'Make accommodated version'}
        </Button>
      </Row>
      {made && (
        <>
          <p role="status">{levelText(made.reading_level)}</p>
          <Row role="group" aria-label="Accommodated downloads">
            {FILES.map(({ format, label, url }) => {
              const href = made[url] as string | null;
              if (!href) return null;
              return (
                <Button
                  key={format}
                  $variant="outline"
                  $size="sm"
                  aria-disabled={busy === href}
                  onClick={() =>
                    download(href, namedFileName({ kind, title, settings: { accommodation_of: id } }, format))
                  }
                >
                  {label}
                </Button>
              );
            })}
          </Row>
        </>
      )}
    </Panel>
  );
}
