import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 3px solid ${(p) => p.theme.colors.primarySoft};
  border-top-color: ${(p) => p.theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function Spinner({ label = 'Loading', size = 32 }: { label?: string; size?: number }) {
  return (
    <span role="status" aria-label={label}>
      <Ring $size={size} aria-hidden="true" />
    </span>
  );
}

const Center = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
`;

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center>
      <Spinner label={label} size={44} />
    </Center>
  );
}
