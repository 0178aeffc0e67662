import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.5; }`;

/** A grey placeholder block; purely visual, so hidden from assistive tech. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string }>`
  height: ${(p) => p.$height ?? '1rem'};
  width: ${(p) => p.$width ?? '100%'};
  border-radius: ${(p) => p.theme.radius.sm};
  background: #e2e8f0;
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
