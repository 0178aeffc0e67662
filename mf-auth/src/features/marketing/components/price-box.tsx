import styled from 'styled-components';
import { PRICING } from '@lessonloom/contracts';
import { ButtonLink, Card } from '@lessonloom/ui';

const Box = styled(Card)`
  max-width: 520px;
  margin: 0 auto;
  text-align: center;
  border: 2px solid ${(p) => p.theme.colors.primary};
`;
const Price = styled.p`
  margin: 0.5rem 0;
  font-size: 3rem;
  font-weight: 800;
  span {
    font-size: 1.1rem;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Points = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1.25rem;
  display: grid;
  gap: 0.35rem;
  color: ${(p) => p.theme.colors.muted};
`;

export function PriceBox() {
  return (
    <Box aria-labelledby="price-heading">
      <h3 id="price-heading">Lessonloom Pro</h3>
      <Price>
        {PRICING.monthlyPriceLabel}
        <span> per month</span>
      </Price>
      <Points>
        <li>Unlimited generation of every content type</li>
        <li>{PRICING.trialDays}-day free trial · cancel anytime</li>
        <li>{PRICING.refundWindowDays}-day money-back guarantee</li>
        <li>No credit card required to create your account</li>
      </Points>
      <ButtonLink to="/signup" $size="lg" $block>
        Start Your 7-Day Free Trial
      </ButtonLink>
    </Box>
  );
}
