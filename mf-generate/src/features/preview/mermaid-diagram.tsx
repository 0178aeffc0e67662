import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@lessonloom/contracts';
import { loadMermaid } from './load-mermaid';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.5rem;
`;
const Canvas = styled.div`
  overflow-x: auto;
  svg { max-width: 100%; height: auto; }
`;
const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.destructive};
  margin: 0;
  font-weight: 600;
  /* Mermaid's parse errors point at the fault with a caret on the next line. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Caption = styled.figcaption`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

let nextId = 0;

export function tooLongMessage(length: number): string {
  return `Diagram text is ${length} characters; the limit is ${LIMITS.diagramTextMax}.`;
}

/** Draws Mermaid source in the page; failures show 'Error rendering diagram: {message}' in red (spec §1). */
export function MermaidDiagram({ source, caption }: { source: string; caption: string }) {
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
      .then((mermaid) => mermaid.render(id, source))
      .then(({ svg }) => {
        if (cancelled || !canvas.current) return;
        // Sanitised by mermaid under securityLevel 'strict'.
        canvas.current.innerHTML = svg;
        setDrawn(true);
      })
      .catch((err: unknown) => {
        if (!cancelled) setError(err instanceof Error ? err.message : String(err));
      });
    return () => {
      cancelled = true;
    };
  }, [source]);

  return (
    <Figure>
      {error ? (
        <ErrorText role="alert">Error rendering diagram: {error}</ErrorText>
      ) : (
        !drawn && <span aria-live="polite">Drawing diagram...</span>
      )}
      <Canvas ref={canvas} role="img" aria-label={`Diagram: ${caption}`} hidden={!!error || !drawn} />
      <Caption>{caption}</Caption>
    </Figure>
  );
}
