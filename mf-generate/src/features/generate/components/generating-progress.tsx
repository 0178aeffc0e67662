import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;
const Track = styled.div`
  position: relative;
  height: 6px;
  overflow: hidden;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.primarySoft};
`;
const Bar = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  border-radius: inherit;
  background: ${(p) => p.theme.colors.primary};
  animation: ${slide} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 4s;
  }
`;
const Text = styled.p`
  margin: 0.5rem 0 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

/** Indeterminate progress while the server generates (the model gives no percentage), with elapsed time. */
export function GeneratingProgress({ what }: { what: string }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div>
      <Track role="progressbar" aria-label={`Generating ${what}`} aria-valuetext="In progress">
        <Bar />
      </Track>
      <Text aria-live="polite">
        Writing your {what} and checking every answer… {seconds > 0 ? `${seconds}s` : ''}
      </Text>
    </div>
  );
}
