import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@lessonloom/contracts';
import { fixDrawnLabels, noMarkup } from '@lessonloom/document';
import { Button } from '@lessonloom/ui';
import { loadMermaid } from './load-mermaid';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.5rem;
`;
const Canvas = styled.div`
  overflow-x: auto;
  svg {
    max-width: 100%;
    height: auto;
  }
`;
const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
`;
const FullScreen = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0.75rem;
  border: 0;
  box-sizing: border-box;
  background: ${(p) => p.theme.colors.surface};
  > div:last-child {
    overflow: auto;
    height: calc(100% - 3.25rem);
  }
  svg {
    max-width: none;
    height: auto;
  }
`;
const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.destructive};
  margin: 0;
  font-weight: 600;
  /* Mermaid's parse errors point at the fault with a caret on the next line. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
/** The whole text of each label drawn as a number, beside the drawing (packages/document diagramKeyLines). */
const Key = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.2rem;
  font-size: 0.95rem;
`;
const Caption = styled.figcaption`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

let nextId = 0;

/** Smallest label size a diagram may be drawn at, in CSS pixels (a phone's 282 px cycle had 7 px labels). */
export const MIN_LABEL_PX = 12;

/**
 * The width below which the drawing's smallest label would be under MIN_LABEL_PX: the canvas scrolls
 * sideways rather than shrinking the words. Null when the drawing carries no size to go by.
 */
export function minReadableWidth(svg: SVGSVGElement): number | null {
  const viewBoxWidth = svg.viewBox?.baseVal?.width || Number(svg.getAttribute('width')) || 0;
  const sizes = [...svg.querySelectorAll('text, foreignObject, .label')]
    .map((el) => parseFloat(getComputedStyle(el).fontSize))
    .filter((n) => n > 0);
  if (!viewBoxWidth || sizes.length === 0) return null;
  return Math.ceil((viewBoxWidth * MIN_LABEL_PX) / Math.min(...sizes));
}

export function tooLongMessage(length: number): string {
  return `Diagram text is ${length} characters; the limit is ${LIMITS.diagramTextMax}.`;
}

/** Draws Mermaid source in the page; failures show 'Error rendering diagram: {message}' in red (spec §1). */
export function MermaidDiagram({
  source,
  caption,
  keyLines = [],
}: {
  source: string;
  caption: string;
  /** "3. The whole label": the key of the labels the drawing shows as numbers. */
  keyLines?: string[];
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    setDrawn(false);
    if (source.length > LIMITS.diagramTextMax) {
      setError(tooLongMessage(source.length));
      return;
    }
    const id = `lessonloom-diagram-${++nextId}`;
    loadMermaid()
      // labels are plain text already (no markup can form from them); a document stored before that was
      // so is made so here, so the page's Content-Security-Policy is the second wall, not the first
      .then((mermaid) => mermaid.render(id, noMarkup(source)))
      .then(({ svg }) => {
        if (cancelled || !canvas.current) return;
        // Sanitised by mermaid under securityLevel 'strict'.
        canvas.current.innerHTML = svg;
        const drawing = canvas.current.querySelector('svg');
        // Shown before the labels are moved: a hidden drawing measures 0 (getBBox), and the mind map's
        // centre stayed cut at its circle's edge.
        canvas.current.hidden = false;
        fixDrawnLabels(drawing);
        const min = drawing && minReadableWidth(drawing);
        if (drawing && min) drawing.style.minWidth = `${min}px`;
        setDrawn(true);
      })
      .catch((err: unknown) => {
        if (!cancelled) setError(err instanceof Error ? err.message : String(err));
      });
    return () => {
      cancelled = true;
    };
  }, [source]);

  const dialog = useRef<HTMLDialogElement>(null);
  const large = useRef<HTMLDivElement>(null);
  const openFullScreen = () => {
    if (!dialog.current || !large.current || !canvas.current) return;
    // The same sanitised drawing, at its own size: the dialog scrolls both ways.
    large.current.innerHTML = canvas.current.innerHTML;
    dialog.current.showModal();
  };

  return (
    <Figure>
      {error ? (
        <ErrorText role="alert">Error rendering diagram: {error}</ErrorText>
      ) : (
        !drawn && <span aria-live="polite">Drawing diagram...</span>
      )}
      <Canvas ref={canvas} role="img" aria-label={`Diagram: ${caption}`} hidden={!!error || !drawn} />
      {drawn && !error && (
        <Tools>
          <Button type="button" $variant="outline" $size="sm" onClick={openFullScreen}>
            Open diagram full screen
          </Button>
        </Tools>
      )}
      <FullScreen ref={dialog} aria-label={`Diagram: ${caption}`}>
        <Tools>
          <Button type="button" $size="sm" onClick={() => dialog.current?.close()}>
            Close
          </Button>
        </Tools>
        <div ref={large} />
        {keyLines.length > 0 && <DiagramKey lines={keyLines} />}
      </FullScreen>
      {keyLines.length > 0 && <DiagramKey lines={keyLines} />}
      <Caption>{caption}</Caption>
    </Figure>
  );
}

function DiagramKey({ lines }: { lines: string[] }) {
  return (
    <Key aria-label="Key to the numbered labels">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </Key>
  );
}
