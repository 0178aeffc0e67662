import styled from 'styled-components';

const Box = styled.aside`
  padding: 0.85rem 1rem;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.colors.warning};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.text};
  font-size: 0.92rem;
  p {
    margin: 0;
  }
  p + p,
  details {
    margin-top: 0.4rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  code {
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

/**
 * Shown when the server used its built-in generator (no model connected), so nobody mistakes a draft for AI
 * output. The teacher gets plain words; what to change on the server is behind a disclosure for whoever runs it.
 */
export function OfflineNotice({ notice, from = 'file' }: { notice?: string; from?: 'file' | 'topic' }) {
  return (
    <Box role="note" aria-label="Offline draft">
      {notice && <p data-testid="content-notice">{notice}</p>}
      {from === 'file' ? (
        <p>
          <strong>Draft from your material.</strong> Lessonloom built this from your text without an AI model, so it
          sticks to what your file says. Read it through before you hand it out — you can edit the downloaded DOCX.
        </p>
      ) : (
        <p>
          <strong>Draft from your topic.</strong> Lessonloom built this without an AI model, so it gives you a frame and
          prompts rather than facts it cannot check. Read it through before you hand it out — you can edit the
          downloaded DOCX.
        </p>
      )}
      <p>For AI-written questions on any topic, ask whoever set up Lessonloom at your school to connect a model.</p>
      <details>
        <summary>For your administrator</summary>
        <p>
          Set <code>OPENAI_API_KEY</code> on the server (and <code>OPENAI_BASE_URL</code> and <code>OPENAI_MODEL</code>{' '}
          for any OpenAI-compatible server such as Ollama or vLLM), then restart it. Without a model nothing leaves the
          server.
        </p>
      </details>
    </Box>
  );
}
