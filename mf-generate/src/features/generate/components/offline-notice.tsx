import styled from 'styled-components';

const Box = styled.aside`
  padding: 0.85rem 1rem;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.colors.warning};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.text};
  font-size: 0.92rem;
  p { margin: 0; }
  p + p { margin-top: 0.4rem; }
  code { font-size: 0.85rem; overflow-wrap: anywhere; }
`;

/** Shown when the server used its offline generator (no model configured), so nobody mistakes a draft for AI output. */
export function OfflineNotice() {
  return (
    <Box role="note" aria-label="Offline draft">
      <p>
        <strong>Offline draft.</strong> No AI model is connected to this server, so this was built by the offline generator from
        your text with fixed teaching templates. Review it before using it in class.
      </p>
      <p>
        To connect a model, set <code>OPENAI_API_KEY</code> on the server (and <code>OPENAI_BASE_URL</code> and{' '}
        <code>OPENAI_MODEL</code> for any OpenAI-compatible server such as Ollama or vLLM), then restart it.
      </p>
    </Box>
  );
}
